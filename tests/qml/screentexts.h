// Every text a person or a screen reader could meet in a window: the window's title, every
// item, popup and attached object in it (an Accessible's name and description among them),
// shown or not, every row of a list model, and the table's facets and models behind it (the
// log). The privacy tests and the walker look for the deal's number in them.
#pragma once

#include <QAbstractItemModel>
#include <QMetaProperty>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSet>
#include <QStringList>

namespace screentexts {

// The texts of one object: its string properties, and every row of a list model.
inline void textsOf(QObject *object, QStringList &out)
{
    const QMetaObject *meta = object->metaObject();
    for (int i = 0; i < meta->propertyCount(); ++i) {
        const QMetaProperty p = meta->property(i);
        if (!p.isReadable())
            continue;
        const int type = p.metaType().id();
        if (type == QMetaType::QString)
            out.append(p.read(object).toString());
        else if (type == QMetaType::QStringList)
            out.append(p.read(object).toStringList());
    }
    if (auto *model = qobject_cast<QAbstractItemModel *>(object)) {
        const QList<int> roles = model->roleNames().keys();
        for (int row = 0; row < model->rowCount(); ++row)
            for (int role : roles) {
                const QVariant v = model->data(model->index(row, 0), role);
                if (v.metaType().id() == QMetaType::QString)
                    out.append(v.toString());
            }
    }
}

inline void walk(QObject *object, QStringList &out, QSet<QObject *> &seen)
{
    if (!object || seen.contains(object))
        return;
    seen.insert(object);
    textsOf(object, out);
    for (QObject *child : object->children())
        walk(child, out, seen);
    if (auto *item = qobject_cast<QQuickItem *>(object))
        for (QQuickItem *child : item->childItems())
            walk(child, out, seen);
}

// Every text of `window` and of `behind` (the table's session: its facets and models).
inline QStringList everyText(QQuickWindow *window, QObject *behind)
{
    QStringList out;
    QSet<QObject *> seen;
    if (window) {
        walk(window, out, seen);
        walk(window->contentItem(), out, seen);
    }
    walk(behind, out, seen);
    return out;
}

inline QString holding(const QStringList &texts, const QString &part)
{
    for (const QString &text : texts)
        if (text.contains(part))
            return text;
    return {};
}

} // namespace screentexts
