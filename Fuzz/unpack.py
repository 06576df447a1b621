#!/usr/bin/env python3
"""Writes the files of a fuzz input into a folder, as the fuzz target does (FuzzInput.swift).

    python3 Fuzz/unpack.py INPUT FOLDER

Then run the CLI on them, e.g. `xibify rewrite FOLDER`, or copy them into a fixture.
"""
import os
import sys

SEPARATOR = b"\x00XIB\x00"
MAX_PIECES = 3
LANGUAGES = ["fr", "de"]


def files(data):
    pieces = data.split(SEPARATOR, MAX_PIECES - 1)
    documents, strings = [], []
    for index, piece in enumerate(pieces):
        if piece.lstrip(b" \t\r\n")[:1] in (b'"', b"/"):
            strings.append(piece)
            continue
        kind = "storyboard" if b"Storyboard" in piece[:1024] else "xib"
        documents.append((f"Base.lproj/P{index}.{kind}", piece))
    first = documents[0][0].split("/")[1].rsplit(".", 1)[0] if documents else "P0"
    translations = [(f"{language}.lproj/{first}.strings", piece) for language, piece in zip(LANGUAGES, strings)]
    return documents + translations


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip())
    with open(sys.argv[1], "rb") as handle:
        data = handle.read()
    for path, contents in files(data):
        target = os.path.join(sys.argv[2], path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as out:
            out.write(contents)
        print(target)


if __name__ == "__main__":
    main()
