#!/usr/bin/env python3
"""Fills the English plural forms in felt_en.ts from the source texts: "(s)" is dropped for
one and becomes "s" for many ("%n card(s)" -> "%n card" / "%n cards"); a source without
"(s)" ("%n in hand") is the same in both forms. Run it after
`cmake --build build --target update_translations`; entries it cannot handle stay unfinished
(and the translations test says which)."""
import re
import sys
import xml.etree.ElementTree as ET

path = sys.argv[1] if len(sys.argv) > 1 else "felt_en.ts"
tree = ET.parse(path)
for message in tree.iter("message"):
    if message.get("numerus") != "yes":
        continue
    source = message.findtext("source")
    translation = message.find("translation")
    if translation is None or translation.get("type") != "unfinished":
        continue
    forms = translation.findall("numerusform")
    forms[0].text = source.replace("(s)", "")
    forms[1].text = source.replace("(s)", "s")
    del translation.attrib["type"]
tree.write(path, encoding="utf-8", xml_declaration=True)
