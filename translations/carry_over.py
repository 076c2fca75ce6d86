#!/usr/bin/env python3
"""Carries finished translations over to unfinished entries with the same source text (and
the same comment and plural kind) from an earlier copy of the file, whatever the context:
when code moves to another file (a game's folder), lupdate files its strings under a new
context and marks them unfinished although the words are the same.

    python3 carry_over.py OLD.ts NEW.ts

Entries with no match stay unfinished (and the translations test says which)."""
import sys
import xml.etree.ElementTree as ET


def key(message):
    return (message.findtext("source"), message.findtext("comment") or "", message.get("numerus") == "yes")


old_path, new_path = sys.argv[1], sys.argv[2]
known = {}
for message in ET.parse(old_path).iter("message"):
    translation = message.find("translation")
    if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
        continue
    known.setdefault(key(message), translation)

tree = ET.parse(new_path)
carried = missing = 0
for message in tree.iter("message"):
    translation = message.find("translation")
    if translation is None or translation.get("type") != "unfinished":
        continue
    source = known.get(key(message))
    if source is None:
        missing += 1
        continue
    message.remove(translation)
    copy = ET.fromstring(ET.tostring(source))
    copy.tail = translation.tail
    message.append(copy)
    carried += 1
tree.write(new_path, encoding="utf-8", xml_declaration=True)
print(f"{new_path}: {carried} carried over, {missing} still unfinished")
