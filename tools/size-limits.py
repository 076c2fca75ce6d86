#!/usr/bin/env python3
"""The sizes that keep the project readable, counted in lines of code — a comment or a blank
line never counts, so a comment is never the price of a limit (../shared/design.md,
"Conventions"): no C++ file in app/ over 450 lines of code, no QML file over 400, and the
table's builder (app/ui/table/gamesession.h + .cpp) under 300, since it only builds the facets and
wires them to the host. Prints every file over its limit and exits 1 if there is one.

Usage: tools/size-limits.py [ROOT]   (ROOT: the project's folder, default: this file's parent's)
       tools/size-limits.py --count FILE...   (each file's lines of code)"""
import os
import re
import sys

APP_LIMIT = 450
QML_LIMIT = 400
SESSION_LIMIT = 300


def code_lines(path):
    """Lines that hold code once // and /* */ comments are taken out (strings are kept whole:
    a "//" inside quotes is no comment)."""
    with open(path, encoding='utf-8') as f:
        text = f.read()
    out = []
    i, n = 0, len(text)
    quote = None
    while i < n:
        c = text[i]
        if quote:
            out.append(c)
            if c == '\\' and i + 1 < n:
                out.append(text[i + 1])
                i += 2
                continue
            if c == quote or c == '\n':
                quote = None
            i += 1
            continue
        if c in '"\'':
            # (C++ digit separators: 1'000 — a quote between two digits opens nothing.)
            if c == "'" and i > 0 and text[i - 1].isalnum() and i + 1 < n and text[i + 1].isalnum():
                out.append(c)
                i += 1
                continue
            quote = c
            out.append(c)
            i += 1
            continue
        if text.startswith('//', i):
            j = text.find('\n', i)
            i = n if j < 0 else j
            continue
        if text.startswith('/*', i):
            j = text.find('*/', i + 2)
            comment = text[i:(n if j < 0 else j + 2)]
            out.append('\n' * comment.count('\n'))
            i = n if j < 0 else j + 2
            continue
        out.append(c)
        i += 1
    return sum(1 for line in ''.join(out).split('\n') if line.strip())


def files(root, folder, endings):
    for dirpath, _, names in os.walk(os.path.join(root, folder)):
        for name in sorted(names):
            if name.endswith(endings):
                yield os.path.join(dirpath, name)


def main():
    if len(sys.argv) > 1 and sys.argv[1] == '--count':
        for path in sys.argv[2:]:
            print(f'{code_lines(path):5d} {path}')
        return 0
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    over = []
    for path in files(root, 'app', ('.h', '.cpp')):
        if (n := code_lines(path)) > APP_LIMIT:
            over.append(f'{os.path.relpath(path, root)}: {n} lines of code (at most {APP_LIMIT} in app/)')
    for path in files(root, 'qml', ('.qml',)):
        if (n := code_lines(path)) > QML_LIMIT:
            over.append(f'{os.path.relpath(path, root)}: {n} lines of code (at most {QML_LIMIT} for QML)')
    session = [p for f in ('gamesession.h', 'gamesession.cpp')
               for p in [os.path.join(d, f) for d, _, names in os.walk(os.path.join(root, 'app')) if f in names]]
    if len(session) == 2 and (n := sum(code_lines(p) for p in session)) >= SESSION_LIMIT:
        over.append(f'gamesession.h + .cpp: {n} lines of code (under {SESSION_LIMIT}: it only builds and wires the table)')
    for line in over:
        print(line)
    print(f'{len(over)} file(s) over their limit in {root}')
    return 1 if over else 0


sys.exit(main())
