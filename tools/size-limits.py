#!/usr/bin/env python3
"""The sizes that keep the project readable (issue 29): no C++ file in app/ over 600 lines,
no QML file over 500, and the table's builder (app/ui/gamesession.h + .cpp) under 300, since
it only builds the facets and wires them to the host. Prints every file over its limit and
exits 1 if there is one.

Usage: tools/size-limits.py [ROOT]   (ROOT: the project's folder, default: this file's parent's)"""
import os
import sys

root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def lines(path):
    with open(path, encoding='utf-8') as f:
        return sum(1 for _ in f)


def files(folder, endings):
    for dirpath, _, names in os.walk(os.path.join(root, folder)):
        for name in sorted(names):
            if name.endswith(endings):
                yield os.path.join(dirpath, name)


over = []
for path in files('app', ('.h', '.cpp')):
    if (n := lines(path)) > 600:
        over.append(f'{os.path.relpath(path, root)}: {n} lines (at most 600 in app/)')
for path in files('qml', ('.qml',)):
    if (n := lines(path)) > 500:
        over.append(f'{os.path.relpath(path, root)}: {n} lines (at most 500 for QML)')
session = [os.path.join(root, 'app', 'ui', f) for f in ('gamesession.h', 'gamesession.cpp')]
if all(os.path.exists(p) for p in session) and (n := sum(lines(p) for p in session)) >= 300:
    over.append(f'app/ui/gamesession.h + .cpp: {n} lines (under 300: it only builds and wires the table)')
for line in over:
    print(line)
print(f'{len(over)} file(s) over their limit in {root}')
sys.exit(1 if over else 0)
