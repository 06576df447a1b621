#!/usr/bin/env python3
"""Writes Fuzz/xibify.dict, libFuzzer's dictionary for Fuzz/run.sh, from the fixtures.

Every element, closing-tag and attribute token of Fixtures/**/*.{storyboard,xib}, the attribute
values that occur 3 times or more, and the hand-written entries below. Run from anywhere:
python3 Fuzz/make-dict.py
"""
import collections
import glob
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

HEADER = [
    "# libFuzzer dictionary for Fuzz/run.sh (-dict=), written by Fuzz/make-dict.py: every element,",
    "# closing-tag and attribute token of the fixtures (*.storyboard, *.xib), their values that occur",
    "# 3 times or more, and the script's hand-written entries.",
]
SEPARATOR = ["", "# Between two files of one input (FuzzInput.separator).", 'separator="\\x00XIB\\x00"']
# XML syntax, the document header (each IB type the parser knows), a BOM.
SYNTAX = [
    '<?xml version="1.0" encoding="UTF-8"?>', "/>", '">', '="', "<!--", "-->", "<![CDATA[", "]]>",
    "&amp;", "&lt;", "&#10;", "&#x1F600;", "\ufeff",
    ' type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"',
    ' type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"',
    ' type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB"',
    ' type="com.apple.InterfaceBuilder3.Cocoa.XIB"',
    ' version="3.0"', ' id="', "-", 'customClass="', 'customModule="',
]
# .strings syntax: a piece starting with " or / is a translation of the first document.
STRINGS = ["/* ", " */", '" = "', '";\n', ".text", ".title", ".placeholder", ".normalTitle"]


def escape(token):
    out = []
    for byte in token.encode("utf-8"):
        char = chr(byte)
        if char in '"\\':
            out.append("\\" + char)
        elif 0x20 <= byte < 0x7F:
            out.append(char)
        else:
            out.append("\\x%02X" % byte)
    return '"' + "".join(out) + '"'


def main():
    paths = sorted(
        path for path in glob.glob(os.path.join(ROOT, "Fixtures", "**", "*"), recursive=True)
        if path.endswith((".storyboard", ".xib"))
    )
    text = "".join(open(path, encoding="utf-8", errors="replace").read() for path in paths)
    values = collections.Counter(re.findall(r'="([a-zA-Z.]+)"', text))
    sections = [
        ("XML syntax and the document header.", SYNTAX),
        (".strings syntax.", STRINGS),
        ("Element names.", sorted(set(re.findall(r"<[a-zA-Z]+", text)))),
        ("Closing tags.", sorted(set(re.findall(r"</[a-zA-Z]+>", text)))),
        ("Attribute names.", sorted(set(re.findall(r' [a-zA-Z]+="', text)))),
        ("Attribute values.", sorted(value for value, count in values.items() if count >= 3)),
    ]
    lines = HEADER + SEPARATOR
    for title, tokens in sections:
        lines += ["", "# " + title] + [escape(token) for token in tokens]
    with open(os.path.join(ROOT, "Fuzz", "xibify.dict"), "w") as out:
        out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
