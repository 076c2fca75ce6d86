// A wss:// table's certificate that needs the person's word (App.network.joining.certificate,
// docs/network.md "TLS"), wherever the joining started (the join page, a felts:// link, a
// rejoin): one this computer cannot check is shown by its SHA-256 fingerprint and used only
// once accepted (Enter; Esc does not connect); a changed one is a warning (Enter or Esc
// closes it; F forgets the old certificate, so that the next try asks about the new one).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt

Loader {
    id: loader
    readonly property var cert: App.network.joining.certificate
    readonly property string kind: cert && cert.kind ? cert.kind : ""
    active: kind !== ""

    sourceComponent: Dialog {
        id: dialog
        objectName: loader.kind === "changed" ? "certificateWarning" : "certificateQuestion"
        readonly property bool changed: loader.kind === "changed"
        readonly property string where: (loader.cert.host || "") + ":" + (loader.cert.port || "")
        readonly property string titleText: changed ? qsTr("The table's certificate has changed")
                                                    : qsTr("Connect to this table?")
        readonly property string bodyText: changed
            ? qsTr("The table at %1 shows another certificate than the one you accepted before, so Felt did not connect. Someone may be listening in between. If the table's host says they changed it, forget the old one and compare the new fingerprint with theirs.").arg(where)
            : qsTr("The table at %1 uses a certificate that this computer cannot check. Connect only if its fingerprint is the one the table's host gives you (felt-server prints it when it starts).").arg(where)
        // A fingerprint's 32 pairs on two lines of 16, to be read and compared pair by pair.
        function twoLines(print) {
            const pairs = (print || "").split(":")
            return pairs.length === 32 ? pairs.slice(0, 16).join(":") + "\n" + pairs.slice(16).join(":") : (print || "")
        }
        readonly property string printsText: changed
            ? qsTr("Now:") + "\n" + twoLines(loader.cert.fingerprint) + "\n" + qsTr("Accepted before:") + "\n" + twoLines(loader.cert.accepted)
            : qsTr("SHA-256 fingerprint:") + "\n" + twoLines(loader.cert.fingerprint)

        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(parent ? parent.width * 0.9 : 560, 560 * Theme.uiScale)
        modal: true
        closePolicy: Popup.NoAutoClose
        padding: 22 * Theme.uiScale
        background: Rectangle {
            radius: 14
            color: Theme.panelSolid
            border.color: dialog.changed ? Theme.danger : Theme.accent
            border.width: 2
        }
        header: Label {
            text: dialog.titleText
            padding: 22 * Theme.uiScale
            bottomPadding: 0
            font.pixelSize: 20 * Theme.uiScale
            font.bold: true
            color: dialog.changed ? Theme.danger : Theme.accent
            wrapMode: Text.WordWrap
        }
        contentItem: ColumnLayout {
            spacing: 12 * Theme.uiScale
            Accessible.role: Accessible.Dialog
            Accessible.name: dialog.titleText
            Accessible.description: dialog.bodyText + " " + dialog.printsText
            Label {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                textFormat: Text.PlainText
                text: dialog.bodyText
                color: Theme.ink
                font.pixelSize: 15 * Theme.uiScale
            }
            // Selectable, to be compared or copied.
            TextEdit {
                objectName: "certificateFingerprint"
                Layout.fillWidth: true
                readOnly: true
                selectByMouse: true
                wrapMode: TextEdit.WrapAnywhere
                textFormat: TextEdit.PlainText
                text: dialog.printsText
                color: Theme.ink
                font.family: "monospace"
                font.pixelSize: 14 * Theme.uiScale
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
        }
        footer: Item {
            implicitHeight: certButtons.implicitHeight + 26 * Theme.uiScale
            Row {
                id: certButtons
                anchors.right: parent.right
                anchors.rightMargin: 22 * Theme.uiScale
                y: 4 * Theme.uiScale
                spacing: 10 * Theme.uiScale
                Button {
                    objectName: "certificateForget"
                    visible: dialog.changed
                    text: qsTr("Forget the old one")
                    onClicked: App.network.joining.forgetCertificate()
                    Accessible.name: text
                    Accessible.description: qsTr("key: F. The next try shows the new certificate's fingerprint to accept or refuse.")
                    Accessible.onPressAction: clicked()
                }
                Button {
                    objectName: "certificateAccept"
                    visible: !dialog.changed
                    text: qsTr("Accept and connect")
                    highlighted: true
                    onClicked: App.network.joining.acceptCertificate()
                    Accessible.name: text
                    Accessible.description: qsTr("key: Enter")
                    Accessible.onPressAction: clicked()
                }
                Button {
                    objectName: "certificateRefuse"
                    text: dialog.changed ? qsTr("OK") : qsTr("Do not connect")
                    highlighted: dialog.changed
                    onClicked: App.network.joining.refuseCertificate()
                    Accessible.name: text
                    Accessible.description: dialog.changed ? qsTr("key: Enter or Esc") : qsTr("key: Esc")
                    Accessible.onPressAction: clicked()
                }
            }
        }
        Shortcut {
            sequences: ["Return", "Enter"]
            enabled: dialog.opened
            onActivated: dialog.changed ? App.network.joining.refuseCertificate() : App.network.joining.acceptCertificate()
        }
        Shortcut {
            sequence: "Esc"
            enabled: dialog.opened
            onActivated: App.network.joining.refuseCertificate()
        }
        Shortcut {
            sequence: "F"
            enabled: dialog.opened && dialog.changed
            onActivated: App.network.joining.forgetCertificate()
        }
        Component.onCompleted: open()
    }
}
