#!/usr/bin/env python3
"""Untyped properties and invokables in app/ (issue 29, "typed all the way to QML"): lists
every Q_PROPERTY whose type, and every Q_INVOKABLE or Q_SCRIPTABLE whose result, is (or
holds) QVariant, QVariantMap, QVariantList, QVariantHash or a QJson* type, and exits 1 if
there is one. What QML reads is a value type (Q_GADGET), a list of them, a list model with
roles or a QObject instead.

The table's invokables (app/ui/table, app/games) take typed parameters too: a place is a
TablePlace (QML's script object is read into one: movematch::registerPlaces), so a
QVariantMap or QVariantList parameter of theirs is listed as well. Elsewhere a parameter is
not counted yet (the new-game and hosting pages hand over their seats and house rules as
maps).

Usage: tools/untyped-props.py [ROOT]   (ROOT: the folder to scan, default app/)"""
import os
import re
import sys

UNTYPED = re.compile(r'\b(QVariant|QVariantMap|QVariantList|QVariantHash|QJson\w*)\b')
# Folders whose invokables' parameters must be typed as well (the table and the games).
TYPED_PARAMETERS = ('table', 'games')
# Comments out, strings kept as they are (a declaration holds none that matter here).
COMMENTS = re.compile(r'//[^\n]*|/\*.*?\*/', re.S)


def balanced(text, start):
    """The text from `start` (just after an opening parenthesis) to its closing one."""
    depth = 1
    i = start
    while i < len(text) and depth:
        depth += {'(': 1, ')': -1}.get(text[i], 0)
        i += 1
    return text[start:i - 1]


def property_type(decl):
    """Q_PROPERTY(TYPE NAME READ ...): the type, everything before the name."""
    head = re.split(r'\s(?:READ|MEMBER|WRITE|BINDABLE)\s', ' ' + decl + ' ', maxsplit=1)[0]
    return head.strip().rsplit(None, 1)[0] if len(head.split()) > 1 else head.strip()


def result_type(text, start):
    """After Q_INVOKABLE: the result's type (what stands before the function's name)."""
    head = text[start:text.find('(', start)]
    words = re.sub(r'\b(static|virtual|inline|constexpr|explicit|Q_INVOKABLE|Q_SCRIPTABLE)\b', ' ', head).split()
    return ' '.join(words[:-1])


def scan(root):
    found = []
    for folder, _, files in os.walk(root):
        for name in sorted(files):
            if not name.endswith(('.h', '.cpp')):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding='utf-8', errors='replace') as f:
                raw = f.read()
            # Blank the comments, keeping the line breaks so line numbers hold.
            text = COMMENTS.sub(lambda m: re.sub(r'[^\n]', ' ', m.group(0)), raw)
            for m in re.finditer(r'\bQ_PROPERTY\s*\(', text):
                kind = property_type(balanced(text, m.end()))
                if UNTYPED.search(kind):
                    found.append((path, text.count('\n', 0, m.start()) + 1, 'Q_PROPERTY', kind))
            typed_params = any(part in os.path.normpath(path).split(os.sep) for part in TYPED_PARAMETERS)
            for m in re.finditer(r'\b(Q_INVOKABLE|Q_SCRIPTABLE)\b', text):
                kind = result_type(text, m.end())
                if UNTYPED.search(kind):
                    found.append((path, text.count('\n', 0, m.start()) + 1, m.group(1), kind))
                open_at = text.find('(', m.end())
                params = balanced(text, open_at + 1) if open_at >= 0 else ''
                if typed_params and UNTYPED.search(params):
                    found.append((path, text.count('\n', 0, m.start()) + 1, m.group(1) + ' parameter', params.strip()))
    return found


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..', 'app')
    if not os.path.isdir(root):
        print(f'untyped-props: no folder {root}', file=sys.stderr)
        return 2
    found = scan(root)
    for path, line, what, kind in found:
        print(f'{os.path.relpath(path, root)}:{line}: {what} of type {kind}')
    print(f'{len(found)} untyped propert(ies) or invokable result(s) in {os.path.normpath(root)}')
    return 1 if found else 0


if __name__ == '__main__':
    sys.exit(main())
