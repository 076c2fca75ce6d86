#!/usr/bin/env python3
"""docs/network.md names every message type and error code of felt-net/1.

Checks, and names everything that fails:
  1. every message type and error code the code knows (app/net: the types it reads and
     writes, the ids of ErrorCode) appears in docs/network.md, in backticks;
  2. when the contract is beside the checkout (../shared/rules/network.md, as in CI),
     every message type and error code it names appears in docs/network.md too;
  3. the doc's section "In the contract, not yet implemented by Felt" lists exactly the
     contract's types and codes the code does not know yet: nothing the code implements
     is called missing, nothing missing is described as working.

Usage: check_network_doc.py SOURCE_DIR
"""
import pathlib
import re
import sys

NOT_YET_HEADING = "In the contract, not yet implemented by Felt"


def code_names(source):
    """The message types and error codes named in app/net's C++."""
    types, codes = set(), set()
    patterns = [
        r'typed\("([a-z-]+)"\)',                         # a message written
        r'type == QLatin1String\("([a-z-]+)"\)',         # a message read
        r'set\("type",\s*"([a-z-]+)"\)',                 # a message built by hand
    ]
    for path in sorted((source / "app" / "net").rglob("*.[ch]*")):
        text = path.read_text(encoding="utf-8")
        for pattern in patterns:
            types.update(re.findall(pattern, text))
        codes.update(re.findall(r'case ErrorCode::\w+:\s*return QStringLiteral\("([a-z-]+)"\)', text))
    return types, codes


def contract_names(contract):
    """The message types (first column of the tables under "## Messages") and error
    codes (the `error` row's list) of the contract."""
    text = contract.read_text(encoding="utf-8")
    section = text.split("## Messages", 1)[1].split("\n## ", 1)[0]
    types, codes = set(), set()
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if not line.startswith("|") or len(cells) < 3:
            continue
        types.update(re.findall(r"^`([a-z-]+)`$", cells[0]))
        if cells[0] == "`error`":
            meaning = cells[2]
            listed = meaning.split("one of", 1)[1] if "one of" in meaning else ""
            # The codes: the backticked words of the list, not those of its explanations.
            listed = re.sub(r"\([^)]*\)", "", listed).split(";", 1)[0]
            codes.update(re.findall(r"`([a-z-]+)`", listed))
    if not types or not codes:
        sys.exit(f"could not read the message types and error codes of {contract}")
    return types, codes


def doc_names(doc):
    text = doc.read_text(encoding="utf-8")
    named = set(re.findall(r"`([a-z-]+)`", text))
    heading = "\n## " + NOT_YET_HEADING + "\n"
    if heading not in text:
        return named, set()
    section = text.split(heading, 1)[1].split("\n#", 1)[0]
    not_yet = set(re.findall(r"^[-*] `([a-z-]+)`", section, re.MULTILINE))
    return named, not_yet


def main():
    source = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    doc = source / "docs" / "network.md"
    contract = source.parent / "shared" / "rules" / "network.md"
    named, not_yet = doc_names(doc)
    types, codes = code_names(source)
    if not types or not codes:
        sys.exit("found no message types or error codes in app/net: has the code changed shape?")
    problems = []
    for kind, names in (("message type", types), ("error code", codes)):
        for name in sorted(names - named):
            problems.append(f"the code's {kind} `{name}` is not in docs/network.md")
    for name in sorted(not_yet & (types | codes)):
        problems.append(f"`{name}` is listed under \"{NOT_YET_HEADING}\" but the code implements it")
    print(f"the code: {len(types)} message types, {len(codes)} error codes")
    if contract.exists():
        c_types, c_codes = contract_names(contract)
        print(f"the contract ({contract}): {len(c_types)} message types, {len(c_codes)} error codes")
        for kind, names in (("message type", c_types), ("error code", c_codes)):
            for name in sorted(names - named):
                problems.append(f"the contract's {kind} `{name}` is not in docs/network.md")
        for name in sorted((c_types | c_codes) - (types | codes) - not_yet):
            problems.append(f"the contract's `{name}` is not implemented: list it under \"{NOT_YET_HEADING}\"")
    else:
        print(f"no contract at {contract}: checked against the code only")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
