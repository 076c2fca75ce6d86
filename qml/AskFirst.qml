// A question before a move that may cost the person a penalty point while a safer one is on
// offer (the setting "Ask before a risky move", App.settings.askBeforeRisk). ask(title, text,
// run): with the setting off `run` goes at once; else the question shows, and Yes (or Enter)
// runs it, No (or Esc) leaves everything as it was. A table that has such moves holds one.
import QtQuick
import Felt

ConfirmDialog {
    id: question
    objectName: "askFirst"
    property var pending: null

    function ask(title, text, run) {
        if (!App.settings.askBeforeRisk) {
            run()
            return
        }
        question.title = title
        question.text = text
        pending = run
        open()
    }
    onAccepted: {
        const run = pending
        pending = null
        if (run)
            run()
    }
    onRejected: pending = null
}
