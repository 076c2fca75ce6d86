// What the walker (walker.h) reads of the window's items, shared by its steps and its checks:
// an item's QML type, every item under one, whether a person sees it, its accessible name and
// a short path that names it in a failure.
#pragma once

#include <QList>
#include <QQuickItem>
#include <QString>
#include <QStringList>

namespace walk {

// The QML type's name ("Label", not "Label_QMLTYPE_12").
inline QString classOf(const QObject *o)
{
    QString c = QString::fromLatin1(o->metaObject()->className());
    const qsizetype cut = c.indexOf(QLatin1String("_QML"));
    return cut > 0 ? c.left(cut) : c;
}

inline void collect(QQuickItem *item, QList<QQuickItem *> &out)
{
    if (!item)
        return;
    out.append(item);
    for (QQuickItem *child : item->childItems())
        collect(child, out);
}

// Shown to a person: visible, of some size, not faded out (itself or an item around it).
inline bool shown(const QQuickItem *item)
{
    if (!item->isVisible() || item->width() <= 0 || item->height() <= 0)
        return false;
    for (const QQuickItem *p = item; p; p = p->parentItem())
        if (p->opacity() <= 0.01)
            return false;
    return true;
}

inline QString accessibleName(const QObject *item)
{
    for (QObject *child : item->children())
        if (child->inherits("QQuickAccessibleAttached"))
            return child->property("name").toString();
    return {};
}

// The item and up to six around it, by object name or type: where a failure happened.
inline QString pathOf(const QQuickItem *item)
{
    QStringList parts;
    for (const QQuickItem *p = item; p && parts.size() < 7; p = p->parentItem())
        parts.prepend(p->objectName().isEmpty() ? classOf(p) : p->objectName());
    return parts.join(u'/');
}

} // namespace walk
