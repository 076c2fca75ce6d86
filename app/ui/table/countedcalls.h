// How many times an object of the table was asked something: its invokable methods called
// (QML reaches C++ through QMetaObject::metacall, which ends in this virtual qt_metacall; a
// property read or a signal is no call). The table's facets and the session derive from it in
// place of QObject, so that a test can hold a gesture to its budget of calls into C++
// (tests/qml/tst_dragcalls.cpp: a drag asks as often as docs/architecture.md says). It costs
// one increment a call.
#pragma once

#include <QObject>

class CountedCalls : public QObject {
public:
    using QObject::QObject;

    // The calls into this object's invokable methods so far.
    quint64 calls() const { return m_calls; }
    // The calls into every counted object in `root`'s tree (itself included).
    static quint64 callsUnder(const QObject *root)
    {
        quint64 sum = 0;
        if (const auto *self = dynamic_cast<const CountedCalls *>(root))
            sum += self->m_calls;
        for (const QObject *child : root->children())
            sum += callsUnder(child);
        return sum;
    }

    int qt_metacall(QMetaObject::Call call, int id, void **args) override
    {
        if (call == QMetaObject::InvokeMetaMethod)
            ++m_calls;
        return QObject::qt_metacall(call, id, args);
    }

private:
    quint64 m_calls = 0;
};
