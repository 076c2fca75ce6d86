// Before another table or game: the network table this screen has a seat at is left only
// once the person says yes ("You have a seat at Shithead with Bob and Carol: leave it?"), and
// leaving tells the others (App.network.table.leave(): they see who left, or the table closes
// where it stands on this computer). No, Esc or closing keeps the seat as it was.
import QtQuick
import Felt

ConfirmDialog {
    id: question
    objectName: "leaveQuestion"
    readonly property NetTable net: App.network.table
    readonly property string game: net.game !== "" ? App.catalog.gameName(net.game) : ""
    property var proceed: null

    title: qsTr("Leave the network table?")
    text: {
        const seat = game !== "" && net.othersAtTable !== ""
                ? qsTr("You have a seat at %1 with %2: leave it?").arg(game).arg(net.othersAtTable)
                : game !== "" ? qsTr("You have a seat at %1: leave it?").arg(game)
                              : qsTr("You have a seat at a network table: leave it?")
        return seat + " " + (net.leavingCloses ? qsTr("The table closes for everyone.")
                                               : qsTr("The others see that you left."))
    }

    // `then` runs once the seat is left; nothing happens on no.
    function ask(then) {
        proceed = then
        open()
    }
    onAccepted: {
        const go = proceed
        proceed = null
        net.leave()
        if (go)
            go()
    }
    onRejected: proceed = null
}
