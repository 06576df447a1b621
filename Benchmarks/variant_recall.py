#!/usr/bin/env python3
"""Recall of variant groups, measured by injecting mutated copies of real subtrees (docs/detection.md).

    python3 Benchmarks/variant_recall.py --xibify .build/release/xibify
    python3 Benchmarks/variant_recall.py /work/apps --xibify /tmp/xibify-variants/xibify --seed 2 \
        --samples 60 --json recall-2.json --markdown recall-2.md

The method follows the mutation framework of Roy and Cordy for clone detectors:

1. Select real fragments. The corpus folders (default: /work/shared/corpus and /work/apps) are
   searched for .storyboard and .xib files; per-language copies of one document count once
   (`Base.lproj`, else `en.lproj`, else the first). A fragment is a `<view>`, `<stackView>` or (macOS)
   `<customView>` that is a `<subviews>` child or a xib's top-level view, with at least 8
   descendant elements, a subview, a constraint with a `constant`, a `<color red=…>` or a font
   size, and constraints that name only objects inside it. A fragment that the baseline report of
   its unchanged file (`report --format json --min-views 1`) lists as a copy, or that lies inside
   a listed copy, is not sampled.
2. Mutate: each sample gets one edit operator (its kind): `exact` (none: the control),
   `constant` (one constraint constant +4), `colour` (one colour component ±0.25, kept in [0, 1]),
   `font` (one font size +2), `word` (one word-valued layout attribute of an inner element, such as
   `textAlignment`, `contentMode`, a stack's `axis` or a `YES`/`NO` flag, set to another value its
   attribute takes, `WORD_VALUES`), `nudged-copy` (one constraint constant +4 of a fragment that is
   a copy of an exact cluster of its own file: the paste must join the cluster's copies in one
   variant group, and the cluster must no longer be listed), `two-values` (a constant and a colour
   component), or `removed-subview` (one leaf subview removed with the constraints and connections that name it).
3. Inject: a scratch folder per sample holds the original file, unchanged, and `Paste.xib`, a new
   xib whose top-level container view holds the mutated fragment as its subview. Every id inside
   the paste is renamed (`P` + the id) with every reference to it; a reference to an object outside
   the fragment is pointed at the xib's File's Owner (or First Responder, when it named the first
   responder), so that it keeps its canonical token (`@outside`, `@firstResponder`).
4. Check the grouping: `xibify report <scratch> --format json` at the default thresholds. For the
   value kinds, a hit is the fragment and the paste's root being instances of one variant group;
   being in one exact cluster is an "exact merge" (a failure); a miss of a fragment that the
   detector's boilerplate rule leaves out (`is_boilerplate`) is counted apart, not in recall. For
   `exact`, a hit is one exact cluster (a variant group instead is a "variant merge"). For
   `removed-subview`, any cluster or variant group holding both is a false merge. For each hit,
   whether the group's `differences` are exactly the values changed; for each changed constant,
   whether the change moves the constraint in its list's canonical order (`constraint_moves`).

Samples are chosen per kind with `random.Random("<seed>:<kind>")` from the fragments in path order,
at most `--per-file` per file and kind, and run two at a time. The exit status is 0 when every
sample ran, 2 when something could not be measured (no binary, a report without JSON).
"""
import argparse
import concurrent.futures
import hashlib
import json
import os
import random
import re
import shutil
import subprocess
import sys
import threading
import time
import xml.parsers.expat

DEFAULT_CORPORA = ["/work/shared/corpus", "/work/apps"]
KINDS = ["exact", "constant", "colour", "font", "word", "two-values", "nudged-copy", "removed-subview"]
VALUE_KINDS = ["constant", "colour", "font", "word", "two-values", "nudged-copy"]
# Word-valued layout attributes the `word` kind changes, with the values Interface Builder writes
# for them: an element that spells one of them (the fragment's root aside) is changed to another.
# `alignment` is a stack view's or (macOS) a cell's; both lists hold valid values for either.
WORD_VALUES = {
    "textAlignment": ["natural", "left", "center", "right", "justified"],
    "contentMode": ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "center", "top", "left"],
    "lineBreakMode": ["tailTruncation", "wordWrap", "clipping", "headTruncation", "middleTruncation"],
    "baselineAdjustment": ["alignBaselines", "alignCenters", "none"],
    "contentHorizontalAlignment": ["center", "left", "right", "fill", "leading", "trailing"],
    "contentVerticalAlignment": ["center", "top", "bottom", "fill"],
    "axis": ["horizontal", "vertical"],
    "distribution": ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"],
    "alignment": ["fill", "leading", "center", "trailing", "top", "bottom", "left", "right"],
    "clipsSubviews": ["YES", "NO"],
    "userInteractionEnabled": ["YES", "NO"],
    "adjustsFontSizeToFit": ["YES", "NO"],
    "opaque": ["YES", "NO"],
}
SKIPPED_FOLDERS = {"Pods", "Carthage", "DerivedData", ".build", ".git"}
PASTE_NAME = "Paste.xib"
ID_PREFIX = "P"
CONTAINER_ID = "xbf-Pst-Cnt"
MIN_ELEMENTS = 8  # the report's default --min-elements
MIN_VIEWS = 2  # the report's default --min-views
REPORT_TIMEOUT = 600

# CanonicalizationRules.referenceAttributes (whole-value id references by element); `reference`
# is one on every element.
REFERENCE_ATTRIBUTES = {
    "constraint": {"firstItem", "secondItem"},
    "outlet": {"destination"},
    "outletCollection": {"destination"},
    "action": {"destination", "target"},
    "binding": {"destination", "previousBinding"},
    "accessibilityConnection": {"destination"},
    "segue": {"destination", "popoverAnchorView", "popoverAnchorBarButtonItem"},
    "tableViewCellContentView": {"tableViewCell"},
    "gridCell": {"row", "column", "headOfMergedCell"},
    "popUpButtonCell": {"selectedItem"},
    "document": {"initialViewController"},
    "designable": {"name"},
    "tableViewCell": {"textLabel", "detailTextLabel", "imageView"},
    "tableView": {"headerView"},
    "outlineView": {"headerView", "outlineTableColumn"},
    "tabView": {"initialItem"},
}
# What the canonical form drops (CanonicalizationRules), for the estimate of a fragment's size.
NOISE_ELEMENTS = {
    "animations", "userGuides", "designables", "freeformSimulatedSizeMetrics",
    "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics", "simulatedToolbarMetrics",
    "simulatedTabBarMetrics", "simulatedScreenMetrics", "simulatedOrientationMetrics",
    "modalPageSheetSimulatedSizeMetrics", "modalFormSheetSimulatedSizeMetrics",
}
NOISE_KEYS = {
    "canvasLocation", "freeformSize", "customSize", "userComments", "simulatedStatusBarMetrics",
    "simulatedTopBarMetrics", "simulatedBottomBarMetrics", "simulatedDestinationMetrics",
    "simulatedOrientationMetrics",
}
# Elements a removed subview's references may come from: they go with it.
REMOVABLE_REFERRERS = {"constraint", "outlet", "outletCollection", "action", "exclude", "include",
                       "accessibilityConnection", "binding"}
# Lists that Interface Builder does not write empty: dropped when a removal empties them.
DROPPED_WHEN_EMPTY = {"subviews", "constraints", "connections", "mask", "variation"}
ARCHIVED_NAME = re.compile(r"^[A-Za-z][A-Za-z0-9]*:([A-Za-z0-9-]+):[A-Za-z][A-Za-z0-9]*$")
START_TAG = re.compile(rb"<[^\s/>]+(?:\s+[^\s=/>]+\s*=\s*(?:\"[^\"]*\"|'[^']*'))*\s*/?>")
XIB_TYPES = {
    "iOS": "com.apple.InterfaceBuilder3.CocoaTouch.XIB",
    "tvOS": "com.apple.InterfaceBuilder.AppleTV.XIB",
    "macOS": "com.apple.InterfaceBuilder3.Cocoa.XIB",
}


class SampleSkipped(Exception):
    """A fragment the paste cannot carry faithfully (a segue, an archived image, …)."""


# ---------------------------------------------------------------------------------------------
# Reading documents


class Element:
    __slots__ = ("index", "tag", "attrs", "start", "stag_end", "end", "parent", "children", "last", "line")

    def __init__(self, index, tag, attrs, start, stag_end, parent, line):
        self.index = index
        self.tag = tag
        self.attrs = attrs
        self.start = start
        self.stag_end = stag_end
        self.end = None
        self.parent = parent
        self.children = []
        self.last = index
        self.line = line


class Document:
    """One IB file: its bytes and its elements in document order, with byte spans."""

    def __init__(self, path):
        self.path = path
        with open(path, "rb") as handle:
            self.data = handle.read()
        self.elements = []
        parser = xml.parsers.expat.ParserCreate()
        stack = []
        data = self.data

        def start(tag, attrs):
            at = parser.CurrentByteIndex
            match = START_TAG.match(data, at)
            if not match:
                raise ValueError("unreadable start tag at byte %d" % at)
            element = Element(len(self.elements), tag, attrs, at, match.end(), stack[-1] if stack else -1,
                              parser.CurrentLineNumber)
            if stack:
                self.elements[stack[-1]].children.append(element.index)
            self.elements.append(element)
            stack.append(element.index)

        def end(tag):
            element = self.elements[stack.pop()]
            element.last = len(self.elements) - 1
            if data[element.stag_end - 2:element.stag_end] == b"/>":
                element.end = element.stag_end
            else:
                element.end = data.index(b">", parser.CurrentByteIndex) + 1

        parser.StartElementHandler = start
        parser.EndElementHandler = end
        parser.Parse(data, True)
        root = self.elements[0]
        if root.tag != "document":
            raise ValueError("not an Interface Builder document")
        self.type = root.attrs.get("type", "")
        self.platform = platform_of(self.type)
        self.kind = "storyboard" if "Storyboard" in self.type else "xib"
        self.autolayout = root.attrs.get("useAutolayout") == "YES"
        self.ids = {}
        for element in self.elements:
            if "id" in element.attrs and element.tag not in ("device", "adaptation"):
                self.ids[element.attrs["id"]] = element.index

    def subtree(self, index):
        return range(index, self.elements[index].last + 1)

    def inside(self, root, index):
        return root <= index <= self.elements[root].last

    def parent_tag(self, index):
        parent = self.elements[index].parent
        return self.elements[parent].tag if parent >= 0 else None


def platform_of(document_type):
    """Platform(documentType:) of XibifyFormat."""
    if "CocoaTouch" in document_type:
        return "iOS"
    if "AppleTV" in document_type:
        return "tvOS"
    if "WatchKit" in document_type:
        return "watchOS"
    if "Cocoa" in document_type:
        return "macOS"
    return None


def is_reference(attribute, tag):
    return attribute == "reference" or attribute in REFERENCE_ATTRIBUTES.get(tag, ())


def find_documents(corpora):
    """Every .storyboard and .xib under the folders, sorted; hidden and dependency folders skipped.

    Per-language copies of one document (`en.lproj/X.xib`, `fr.lproj/X.xib`, …) are one document:
    only the first is kept (`Base.lproj`, else `en.lproj`, else the first by path), so that an app
    with forty languages does not weigh forty times. Returns (paths, per-language copies left out).
    """
    found = []
    for corpus in corpora:
        for folder, subfolders, files in os.walk(corpus):
            subfolders[:] = sorted(d for d in subfolders if not d.startswith(".") and d not in SKIPPED_FOLDERS
                                   and not d.endswith(".xcloc"))
            for name in files:
                if name.endswith((".storyboard", ".xib")):
                    found.append(os.path.join(folder, name))
    by_document = {}
    for path in sorted(found):
        parts = path.split(os.sep)
        language_free = os.sep.join("*.lproj" if p.endswith(".lproj") else p for p in parts[:-1]) + os.sep + parts[-1]
        by_document.setdefault(language_free, []).append(path)

    def preference(path):
        folder = os.path.basename(os.path.dirname(path))
        return (folder != "Base.lproj", folder != "en.lproj", path)

    kept = sorted(min(paths, key=preference) for paths in by_document.values())
    return kept, len(found) - len(kept)


# ---------------------------------------------------------------------------------------------
# Fragments


def canonical_estimate(doc, root, removed=frozenset()):
    """Roughly the canonical elements and views of a subtree (Canonicalization/CanonicalPass.classify).

    `removed` holds elements left out (a removal). Only used to keep fragments above the
    report's thresholds; the `exact` control shows whether the estimate was right.
    """
    elements = doc.elements
    inner_ids = {elements[i].attrs["id"] for i in doc.subtree(root) if "id" in elements[i].attrs}
    referenced = set()
    for i in doc.subtree(root):
        if i in removed:
            continue
        for name, value in elements[i].attrs.items():
            if is_reference(name, elements[i].tag) and value in inner_ids:
                referenced.add(value)
    kept = {}
    count = 0
    views = 0
    for i in doc.subtree(root):
        element = elements[i]
        if i in removed or (i != root and not kept.get(element.parent, False)):
            kept[i] = False
            continue
        keep = True
        key = element.attrs.get("key")
        if element.tag in NOISE_ELEMENTS or key in NOISE_KEYS:
            keep = False
        elif element.tag == "viewLayoutGuide":
            keep = element.attrs.get("id") in referenced
        elif element.tag in ("rect", "autoresizingMask") and key in ("frame", "autoresizingMask"):
            parent = elements[element.parent]
            keep = element.parent != root and (not doc.autolayout or parent.attrs.get("fixedFrame") == "YES")
        elif element.tag in ("string", "mutableString") and key in ("text", "title", "placeholder"):
            keep = False
        elif element.tag == "accessibility" and not element.children:
            keep = any(name not in ("key", "label", "hint", "identifier") for name in element.attrs)
        kept[i] = keep
        if keep:
            count += 1
            if i == root or doc.parent_tag(i) == "subviews":
                views += 1
    return count, views


def is_candidate_root(doc, index):
    element = doc.elements[index]
    if element.tag not in ("view", "stackView") and not (element.tag == "customView" and doc.platform == "macOS"):
        return False
    parent_tag = doc.parent_tag(index)
    if parent_tag == "subviews":
        return True
    # A xib's top-level view.
    return (doc.kind == "xib" and parent_tag == "objects"
            and doc.elements[doc.elements[index].parent].parent == 0)


def fragment_facts(doc, index):
    """What a fragment offers to each mutation, or None when it is not eligible."""
    elements = doc.elements
    root = elements[index]
    span = doc.subtree(index)
    if len(span) - 1 < 8:
        return None
    if not any(elements[c].tag == "subviews" and elements[c].children for c in root.children):
        return None
    inner_ids = {elements[i].attrs["id"] for i in span if "id" in elements[i].attrs}
    constants, colours, fonts, words, leaves = [], [], [], [], []
    for i in span:
        element = elements[i]
        if i != index:
            words += [(i, name) for name in sorted(WORD_VALUES) if element.attrs.get(name) in WORD_VALUES[name]]
        if element.tag == "constraint":
            for name in ("firstItem", "secondItem"):
                if name in element.attrs and element.attrs[name] not in inner_ids:
                    return None
            if "constant" in element.attrs and number(element.attrs["constant"]) is not None:
                constants.append(i)
        elif element.tag == "color" and "red" in element.attrs:
            colours.append(i)
        elif element.tag == "fontDescription" and number(element.attrs.get("pointSize")) is not None:
            fonts.append(i)
        elif element.tag == "font" and doc.platform == "macOS" and number(element.attrs.get("size")) is not None:
            fonts.append(i)
        if i != index and doc.parent_tag(i) == "subviews" and not any(
                elements[j].tag == "subviews" for j in doc.subtree(i)):
            leaves.append(i)
    if not constants or not (colours or fonts):
        return None
    count, views = canonical_estimate(doc, index)
    if count < MIN_ELEMENTS or views < MIN_VIEWS:
        return None
    return {"constants": constants, "colours": colours, "fonts": fonts, "words": words, "leaves": leaves}


def kind_fits(kind, facts):
    if kind in ("exact", "constant", "nudged-copy"):
        return True
    if kind == "colour":
        return bool(facts["colours"])
    if kind == "font":
        return bool(facts["fonts"])
    if kind == "word":
        return bool(facts["words"])
    if kind == "two-values":
        return bool(facts["colours"])
    if kind == "removed-subview":
        return bool(facts["leaves"])
    raise ValueError(kind)


# ---------------------------------------------------------------------------------------------
# Values


def number(text):
    try:
        value = float(text)
    except (TypeError, ValueError):
        return None
    return value if value == value and abs(value) != float("inf") else None


def spell(value):
    """A number as Interface Builder writes it: integers without a fraction."""
    if abs(value - round(value)) < 1e-9:
        return str(int(round(value)))
    return ("%.4f" % value).rstrip("0").rstrip(".")


def changed_constant(text):
    value = number(text)
    new = value + 4
    if abs(new) < 1e-9:  # 0 is the default, which the canonical form leaves out
        new = value + 8
    return spell(new)


def changed_component(text):
    value = number(text)
    new = value + 0.25 if value + 0.25 <= 1 else value - 0.25
    return spell(min(1.0, max(0.0, new)))


# ---------------------------------------------------------------------------------------------
# Diagnostics of a miss


SCROLLING_TAGS = {"scrollView", "tableView", "collectionView", "outlineView", "textView", "webView", "wkWebView",
                  "clipView"}


def held_views(doc, index):
    for child in doc.elements[index].children:
        if doc.elements[child].tag == "subviews":
            return list(doc.elements[child].children)
    return []


def is_boilerplate(doc, root):
    """The detector's rule for layouts too plain to be a component (Variants/Boilerplate.swift in the
    working tree of #variants): a scrolling root holding at most one view of its own, or a root
    holding exactly one view, a scrolling one. Such a fragment's miss is counted apart."""
    held = held_views(doc, root)
    if doc.elements[root].tag in SCROLLING_TAGS:
        own = []
        for view in held:
            tag = doc.elements[view].tag
            if tag == "scroller":
                continue
            own += held_views(doc, view) if tag == "clipView" else [view]
        return len(own) <= 1
    return len(held) == 1 and doc.elements[held[0]].tag in SCROLLING_TAGS


def canonical_number(text):
    value = number(text)
    if value is None or not re.match(r"^[-+.0-9]", text or ""):
        return text
    if value == round(value) and abs(value) < 1e15:
        return str(int(value))
    return repr(float("%.9e" % value))


def constraint_moves(doc, root, index, new_constant):
    """Whether changing a constraint's constant moves it among its list's members in canonical
    order (an estimate of CanonicalPass: members sorted by their canonical bytes, where
    `constant` is the first attribute). Copies whose lists are in another order have other
    skeletons."""
    elements = doc.elements
    numbers = {}
    order_free = {"constraints", "connections", "userDefinedRuntimeAttributes", "mask"}

    def walk(i):
        element = elements[i]
        if element.tag in NOISE_ELEMENTS:
            return
        if "id" in element.attrs:
            numbers[element.attrs["id"]] = len(numbers)
        if element.tag in order_free:
            return
        for child in element.children:
            walk(child)

    walk(root)
    owner_list = elements[index].parent
    owner = elements[owner_list].parent

    def key(i, constant=None):
        attrs = dict(elements[i].attrs)
        attrs.pop("id", None)
        if constant is not None:
            attrs["constant"] = constant
        attrs.setdefault("firstItem", elements[owner].attrs.get("id", ""))
        parts = []
        for name in sorted(attrs):
            value = attrs[name]
            if name in ("firstItem", "secondItem"):
                value = "#%d" % numbers.get(value, -1)
            else:
                value = canonical_number(value)
            if (name, value) in (("multiplier", "1"), ("relation", "equal"), ("priority", "1000"), ("constant", "0")):
                continue
            parts.append('%s="%s"' % (name, value))
        return ("constraint(" + " ".join(parts) + ")").encode()

    members = [c for c in elements[owner_list].children if elements[c].tag == "constraint"]
    before = sorted(members, key=lambda c: key(c))
    after = sorted(members, key=lambda c: key(c, new_constant if c == index else None))
    return before.index(index) != after.index(index)


# ---------------------------------------------------------------------------------------------
# The paste


def attribute_span(doc, index, name):
    """The byte span of an attribute's value in an element's start tag."""
    element = doc.elements[index]
    tag = doc.data[element.start:element.stag_end]
    match = re.search(rb"\s" + re.escape(name.encode()) + rb"\s*=\s*([\"'])(.*?)\1", tag, re.S)
    if not match:
        raise SampleSkipped("attribute %s not found as written" % name)
    return element.start + match.start(2), element.start + match.end(2)


def escape_attribute(value):
    return (value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
            .replace("\n", "&#10;").replace("\r", "&#13;").replace("\t", "&#9;"))


def removal_span(doc, index):
    """An element's bytes with the indentation and line break before it."""
    element = doc.elements[index]
    start = element.start
    while start > 0 and doc.data[start - 1:start] in (b" ", b"\t"):
        start -= 1
    if start > 0 and doc.data[start - 1:start] == b"\n":
        start -= 1
        if start > 0 and doc.data[start - 1:start] == b"\r":
            start -= 1
    return start, element.end


def placeholder_ids(platform):
    """(File's Owner, First Responder) ids of a xib on the platform."""
    return ("-2", "-1") if platform == "macOS" else ("-1", "-2")


def outside_role(doc, value):
    """The canonical token an outside reference has in the original (CanonicalPass.role)."""
    if doc.kind == "xib" and value in ("-1", "-2", "-3"):
        if value == "-3":
            return "@outside"
        first_responder = "-1" if doc.platform == "macOS" else "-2"
        return "@firstResponder" if value == first_responder else "@outside"
    target = doc.ids.get(value)
    if target is None:
        return None  # dangling: `@missing` in both documents
    member = doc.elements[target].attrs.get("sceneMemberID")
    if member == "firstResponder":
        return "@firstResponder"
    if member == "exit":
        return "@exit"
    return "@outside"


def removal_set(doc, root, leaf):
    """The elements a removed leaf subview takes with it: itself, the constraints, connections and
    mask entries that name anything inside it, and lists left empty. Raises SampleSkipped when
    something else names it."""
    elements = doc.elements
    removed = set(doc.subtree(leaf))
    while True:
        gone_ids = {elements[i].attrs["id"] for i in removed if "id" in elements[i].attrs}
        added = False
        for i in doc.subtree(root):
            if i in removed:
                continue
            element = elements[i]
            names_gone = any(is_reference(name, element.tag) and value in gone_ids
                             for name, value in element.attrs.items())
            if not names_gone:
                continue
            if element.tag not in REMOVABLE_REFERRERS:
                raise SampleSkipped("the removed subview is named by a <%s>" % element.tag)
            removed.update(doc.subtree(i))
            added = True
        # Lists emptied by the removal.
        for i in doc.subtree(root):
            element = elements[i]
            if (i not in removed and element.tag in DROPPED_WHEN_EMPTY and element.children
                    and all(c in removed for c in element.children)):
                removed.update(doc.subtree(i))
                added = True
        if not added:
            return removed


def build_paste(doc, root, kind, rng, facts):
    """The bytes of Paste.xib and what was changed; raises SampleSkipped."""
    if doc.platform not in XIB_TYPES:
        raise SampleSkipped("platform %s" % doc.platform)
    elements = doc.elements
    data = doc.data
    span = doc.subtree(root)
    owner_id, responder_id = placeholder_ids(doc.platform)
    changes = []
    removed = set()
    if kind == "removed-subview":
        leaves = list(facts["leaves"])
        rng.shuffle(leaves)
        reasons = []
        for leaf in leaves:
            try:
                candidate = removal_set(doc, root, leaf)
            except SampleSkipped as why:
                reasons.append(str(why))
                continue
            count, views = canonical_estimate(doc, root, frozenset(candidate))
            if count < MIN_ELEMENTS or views < MIN_VIEWS:
                reasons.append("below the thresholds without it")
                continue
            removed = candidate
            leaf_element = elements[leaf]
            changes.append({"operator": "remove-subview", "tag": leaf_element.tag,
                            "objectID": leaf_element.attrs.get("id"), "line": leaf_element.line,
                            "elementsRemoved": len(candidate)})
            break
        if not removed:
            raise SampleSkipped("no leaf subview can be removed (%s)" % "; ".join(sorted(set(reasons))))

    inner_ids = {elements[i].attrs["id"] for i in span if "id" in elements[i].attrs}
    edits = {}  # start -> (end, bytes)

    def edit(start, end, replacement):
        edits[start] = (end, replacement)

    # Removals: the outermost removed elements only.
    for i in sorted(removed):
        if elements[i].parent not in removed:
            start, end = removal_span(doc, i)
            edit(start, end, b"")

    # Value mutations.
    def mutate(index, attribute, new_value, operator):
        start, end = attribute_span(doc, index, attribute)
        old = data[start:end].decode()
        edit(start, end, new_value.encode())
        element = elements[index]
        changes.append({"operator": operator, "tag": element.tag, "key": element.attrs.get("key"),
                        "attribute": attribute, "old": old, "new": new_value, "line": element.line,
                        "ownerID": element.attrs.get("id") or elements[element.parent].attrs.get("id")})

    if kind in ("constant", "two-values", "nudged-copy"):
        index = rng.choice(facts["constants"])
        new_constant = changed_constant(elements[index].attrs["constant"])
        mutate(index, "constant", new_constant, "constant")
        changes[-1]["movesInList"] = constraint_moves(doc, root, index, new_constant)
    if kind in ("colour", "two-values"):
        index = rng.choice(facts["colours"])
        components = [c for c in ("red", "green", "blue") if number(elements[index].attrs.get(c)) is not None]
        if not components:
            raise SampleSkipped("a colour without numeric components")
        component = rng.choice(components)
        mutate(index, component, changed_component(elements[index].attrs[component]), "colour")
    if kind == "font":
        index = rng.choice(facts["fonts"])
        attribute = "pointSize" if elements[index].tag == "fontDescription" else "size"
        mutate(index, attribute, spell(number(elements[index].attrs[attribute]) + 2), "font")
    if kind == "word":
        index, attribute = rng.choice(facts["words"])
        old = elements[index].attrs[attribute]
        mutate(index, attribute, rng.choice([v for v in WORD_VALUES[attribute] if v != old]), "word")

    # Ids renamed, references inside renamed, references outside pointed at the placeholders.
    for i in span:
        if i in removed:
            continue
        element = elements[i]
        if element.tag == "segue":
            raise SampleSkipped("a segue (a xib holds none)")
        for name, value in element.attrs.items():
            if name == "id":
                start, end = attribute_span(doc, i, "id")
                edit(start, end, escape_attribute(ID_PREFIX + value).encode())
            elif is_reference(name, element.tag):
                if value in inner_ids:
                    replacement = ID_PREFIX + value
                else:
                    role = outside_role(doc, value)
                    if role is None:
                        continue
                    if role == "@exit":
                        raise SampleSkipped("a reference to the unwind exit")
                    replacement = responder_id if role == "@firstResponder" else owner_id
                    if replacement == value:
                        continue
                start, end = attribute_span(doc, i, name)
                edit(start, end, escape_attribute(replacement).encode())
            else:
                archived = ARCHIVED_NAME.match(value)
                if archived and archived.group(1) in doc.ids:
                    raise SampleSkipped("an archived image named after an object (%s)" % value)
                if "-" in value and number(value) is None and value in doc.ids:
                    raise SampleSkipped("an id in %s=, which no rule reads as a reference" % name)

    # The fragment's bytes with the edits, applied from the end.
    pasted = bytearray(data[elements[root].start:elements[root].end])
    base = elements[root].start
    for start in sorted(edits, reverse=True):
        end, replacement = edits[start]
        if start < base or end > elements[root].end:
            raise SampleSkipped("an edit outside the fragment")
        pasted[start - base:end - base] = replacement
    # Edits must not overlap (a rename inside a removed element is never made).
    ordered = sorted(edits.items())
    for (a, (a_end, _)), (b, _) in zip(ordered, ordered[1:]):
        if b < a_end:
            raise SampleSkipped("overlapping edits")

    return document_bytes(doc, root, bytes(pasted)), changes


def document_bytes(doc, root, fragment):
    """Paste.xib: the original's document attributes and dependencies, the placeholders, and a
    top-level container view holding the fragment."""
    elements = doc.elements
    attributes = dict(elements[0].attrs)
    attributes["type"] = XIB_TYPES[doc.platform]
    for name in ("initialViewController", "launchScreen"):
        attributes.pop(name, None)
    header = "<document " + " ".join('%s="%s"' % (k, escape_attribute(v)) for k, v in attributes.items()) + ">"
    dependencies = b""
    for child in elements[0].children:
        if elements[child].tag == "dependencies":
            dependencies = b"    " + doc.data[elements[child].start:elements[child].end] + b"\n"
    width, height = "375", "667"
    for child in elements[root].children:
        element = elements[child]
        if element.tag == "rect" and element.attrs.get("key") == "frame":
            width = element.attrs.get("width", width)
            height = element.attrs.get("height", height)
    owner_id, responder_id = placeholder_ids(doc.platform)
    if doc.platform == "macOS":
        placeholders = (
            '        <customObject id="%s" userLabel="File\'s Owner"/>\n'
            '        <customObject id="%s" userLabel="First Responder" customClass="FirstResponder"/>\n'
            '        <customObject id="-3" userLabel="Application" customClass="NSObject"/>\n' % (owner_id, responder_id))
        container_tag = "customView"
        mask = '<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>'
        opening = '<customView id="%s">' % CONTAINER_ID
    else:
        placeholders = (
            '        <placeholder placeholderIdentifier="IBFilesOwner" id="%s" userLabel="File\'s Owner"/>\n'
            '        <placeholder placeholderIdentifier="IBFirstResponder" id="%s" customClass="UIResponder"/>\n'
            % (owner_id, responder_id))
        container_tag = "view"
        mask = '<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>'
        opening = '<view contentMode="scaleToFill" id="%s">' % CONTAINER_ID
    frame = '<rect key="frame" x="0.0" y="0.0" width="%s" height="%s"/>' % (
        escape_attribute(str(number(width) and spell(max(number(width), 1)) or "375")),
        escape_attribute(str(number(height) and spell(max(number(height), 1)) or "667")))
    text = ('<?xml version="1.0" encoding="UTF-8"?>\n' + header + "\n").encode() + dependencies + (
        "    <objects>\n" + placeholders + "        " + opening + "\n"
        "            " + frame + "\n"
        "            " + mask + "\n"
        "            <subviews>\n"
        "                ").encode() + fragment + (
        "\n            </subviews>\n"
        "        </" + container_tag + ">\n"
        "    </objects>\n"
        "</document>\n").encode()
    return text


# ---------------------------------------------------------------------------------------------
# Running xibify


def run_report(binary, folder, extra):
    """`xibify report . --format json` in the folder: (JSON or None, status, stderr, seconds)."""
    start = time.monotonic()
    try:
        result = subprocess.run([binary, "report", ".", "--format", "json"] + extra, cwd=folder,
                                capture_output=True, text=True, timeout=REPORT_TIMEOUT)
    except subprocess.TimeoutExpired:
        return None, "timeout", "", time.monotonic() - start
    seconds = time.monotonic() - start
    try:
        data = json.loads(result.stdout) if result.stdout.strip() else None
    except json.JSONDecodeError:
        data = None
    return data, result.returncode, result.stderr, seconds


def groups_of(report):
    """Every grouping: (kind, id, instances as (file basename, objectID), the group)."""
    for kind, key in (("cluster", "clusters"), ("variant", "variants")):
        for group in report.get(key) or []:
            members = [(os.path.basename(i.get("file", "")), i.get("objectID")) for i in group.get("instances", [])]
            yield kind, group.get("id"), members, group


def scratch_name(path):
    name = os.path.basename(path)
    return "Original-" + name if name == PASTE_NAME else name


class Baselines:
    """Per original file: the objectIDs its own report lists as copies (cached, thread-safe)."""

    def __init__(self, binary, work):
        self.binary = binary
        self.work = work
        self.cache = {}
        self.lock = threading.Lock()

    def listed(self, path):
        with self.lock:
            if path in self.cache:
                return self.cache[path]
        folder = os.path.join(self.work, "baseline", hashlib.sha1(path.encode()).hexdigest()[:16])
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        shutil.copyfile(path, os.path.join(folder, scratch_name(path)))
        report, status, stderr, _ = run_report(self.binary, folder, ["--min-views", "1"])
        shutil.rmtree(folder, ignore_errors=True)
        if report is None:
            result = None  # unreadable by xibify: not sampled
        else:
            refused = any("error" in f or "skipped" in f for f in report.get("files", []))
            result = None if refused else {object_id for _, _, members, _ in groups_of(report)
                                           for _, object_id in members}
        with self.lock:
            self.cache[path] = result
        return result

    def clustered(self, path):
        """The objectIDs of the copies of the exact clusters the file's own report lists at the
        default thresholds (`nudged-copy` samples one of them); None when it is refused."""
        key = ("clustered", path)
        with self.lock:
            if key in self.cache:
                return self.cache[key]
        folder = os.path.join(self.work, "baseline", "c" + hashlib.sha1(path.encode()).hexdigest()[:16])
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        shutil.copyfile(path, os.path.join(folder, scratch_name(path)))
        report, _, _, _ = run_report(self.binary, folder, [])
        shutil.rmtree(folder, ignore_errors=True)
        result = None
        if report is not None and not any("error" in f or "skipped" in f for f in report.get("files", [])):
            result = {object_id for kind, _, members, _ in groups_of(report) if kind == "cluster"
                      for _, object_id in members}
        with self.lock:
            self.cache[key] = result
        return result


# ---------------------------------------------------------------------------------------------
# Sampling and classification


def collect_fragments(paths, log):
    """Every eligible fragment: (path, element index, objectID, facts), in path order."""
    fragments = []
    unreadable = 0
    started = time.monotonic()
    for number_, path in enumerate(paths):
        if number_ and number_ % 500 == 0:
            log("  read %d of %d files (%.0f s)" % (number_, len(paths), time.monotonic() - started))
        try:
            doc = Document(path)
        except (ValueError, xml.parsers.expat.ExpatError, OSError, UnicodeDecodeError):
            unreadable += 1
            continue
        if doc.platform not in XIB_TYPES:
            continue
        for element in doc.elements:
            if "id" not in element.attrs or not is_candidate_root(doc, element.index):
                continue
            facts = fragment_facts(doc, element.index)
            if facts:
                fragments.append((path, element.index, element.attrs["id"], facts))
    return fragments, unreadable


def choose_samples(kind, fragments, args, baselines, pool, log):
    """Up to args.samples fragments for a kind, in the seed's order, with their pastes built."""
    rng = random.Random("%d:%s" % (args.seed, kind))
    order = [f for f in fragments if kind_fits(kind, f[3])]
    rng.shuffle(order)
    chosen, skipped = [], {}
    per_file = {}
    cursor = 0
    documents = {}
    while len(chosen) < args.samples and cursor < len(order):
        batch = []
        while len(batch) < 4 * (args.samples - len(chosen)) and cursor < len(order):
            fragment = order[cursor]
            cursor += 1
            if per_file.get(fragment[0], 0) + sum(1 for f in batch if f[0] == fragment[0]) >= args.per_file:
                continue
            batch.append(fragment)
        # Baselines of the batch's files, two at a time; then the batch in order.
        list(pool.map(baselines.listed, sorted({f[0] for f in batch})))
        for path, index, object_id, facts in batch:
            if len(chosen) >= args.samples:
                break
            if per_file.get(path, 0) >= args.per_file:
                continue
            listed = baselines.listed(path)
            if listed is None:
                skipped["the file's own report refused it"] = skipped.get("the file's own report refused it", 0) + 1
                continue
            doc = documents.get(path) or Document(path)
            documents.clear()
            documents[path] = doc
            ancestors = []
            at = index
            while at >= 0:
                ancestors.append(doc.elements[at].attrs.get("id"))
                at = doc.elements[at].parent
            if kind == "nudged-copy":
                # The fragment must be a copy of an exact cluster of its own file.
                if object_id not in (baselines.clustered(path) or set()):
                    skipped["not an exact cluster's copy"] = skipped.get("not an exact cluster's copy", 0) + 1
                    continue
            elif object_id in listed:
                skipped["already a listed copy"] = skipped.get("already a listed copy", 0) + 1
                continue
            if any(a in listed for a in ancestors[1:]):
                skipped["inside a listed copy"] = skipped.get("inside a listed copy", 0) + 1
                continue
            sample_rng = random.Random("%d:%s:%s:%s" % (args.seed, kind, path, object_id))
            try:
                paste, changes = build_paste(doc, index, kind, sample_rng, facts)
            except SampleSkipped as why:
                reason = re.sub(r"\(.*\)", "(…)", str(why))
                skipped[reason] = skipped.get(reason, 0) + 1
                continue
            per_file[path] = per_file.get(path, 0) + 1
            chosen.append({"kind": kind, "file": path, "objectID": object_id,
                           "line": doc.elements[index].line, "rootTag": doc.elements[index].tag,
                           "platform": doc.platform, "pasteObjectID": ID_PREFIX + object_id,
                           "boilerplate": is_boilerplate(doc, index),
                           "changes": changes, "paste": paste})
    log("  %s: %d eligible fragments, %d sampled; passed over: %s" % (
        kind, len(order), len(chosen), ", ".join("%s %d" % kv for kv in sorted(skipped.items())) or "none"))
    return chosen, len(order), skipped


def run_sample(sample, number_, args):
    folder = os.path.join(args.work, "seed-%d" % args.seed, sample["kind"], "%03d" % number_)
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    original = scratch_name(sample["file"])
    shutil.copyfile(sample["file"], os.path.join(folder, original))
    with open(os.path.join(folder, PASTE_NAME), "wb") as handle:
        handle.write(sample.pop("paste"))
    report, status, stderr, seconds = run_report(args.xibify, folder, [])
    record = {key: value for key, value in sample.items()}
    record.update({"scratch": folder, "status": status, "seconds": round(seconds, 2)})
    if report is None:
        record["outcome"] = "error"
        record["error"] = "no JSON (exit %s): %s" % (status, stderr.strip()[-500:])
        return record
    refused = [f for f in report.get("files", []) if "error" in f or "skipped" in f]
    if refused:
        record["outcome"] = "error"
        record["error"] = "refused or skipped: " + json.dumps(refused)[:500]
        return record
    source = (original, sample["objectID"])
    paste = (PASTE_NAME, sample["pasteObjectID"])
    together = []
    paste_groups = []
    for kind, group_id, members, group in groups_of(report):
        if source in members and paste in members:
            together.append((kind, group_id, group))
        if any(m[0] == PASTE_NAME for m in members):
            paste_groups.append({"kind": kind, "id": group_id, "rootTag": group.get("rootTag"),
                                 "instances": ["%s#%s" % m for m in members]})
    record["schemaVersion"] = report.get("version")
    record["groupsWithPaste"] = paste_groups
    record["variantsInReport"] = len(report.get("variants") or [])
    clusters = [t for t in together if t[0] == "cluster"]
    variants = [t for t in together if t[0] == "variant"]
    if variants:
        group = variants[0][2]
        record["variantGroup"] = variants[0][1]
        record["differences"] = group.get("differences", [])
        record["differenceCount"] = len(group.get("differences", []))
        record["groupInstances"] = len(group.get("instances", []))
        record["differencesAsInjected"] = as_injected(group, source, paste, sample["changes"])
    if clusters:
        record["cluster"] = clusters[0][1]
    kind = sample["kind"]
    if kind == "exact":
        record["outcome"] = "hit" if clusters else ("variant-merge" if variants else "miss")
    elif kind == "removed-subview":
        record["outcome"] = "false-merge" if together else "separate"
    else:
        record["outcome"] = "hit" if variants else ("exact-merge" if clusters else (
            "boilerplate" if sample["boilerplate"] else "miss"))
    if len(together) > 1:
        record["note"] = "source and paste share %d groupings" % len(together)
    if record["outcome"] in ("hit", "separate") and not args.keep:
        shutil.rmtree(folder, ignore_errors=True)
        record["scratch"] = None
    return record


def as_injected(group, source, paste, changes):
    """Whether a variant group's differences are exactly the values changed: as many, and for each
    change one difference of its attribute with the old value at the source's position and the new
    one at the paste's."""
    members = [(os.path.basename(i.get("file", "")), i.get("objectID")) for i in group.get("instances", [])]
    at_source, at_paste = members.index(source), members.index(paste)
    differences = group.get("differences", [])
    if len(differences) != len(changes):
        return False

    def same(a, b):
        x, y = number(a), number(b)
        return a == b or (x is not None and y is not None and abs(x - y) < 1e-6)

    for change in changes:
        if not any(d.get("attribute") == change["attribute"] and len(d.get("values", [])) == len(members)
                   and same(d["values"][at_source], change["old"]) and same(d["values"][at_paste], change["new"])
                   for d in differences):
            return False
    return True


def summarize(records, kinds):
    rows = []
    for kind in kinds:
        mine = [r for r in records if r["kind"] == kind]
        measured = [r for r in mine if r["outcome"] != "error"]
        boilerplate = sum(1 for r in measured if r["outcome"] == "boilerplate")
        hits = sum(1 for r in measured if r["outcome"] in ("hit", "separate"))
        counted = len(measured) - boilerplate
        moves = [r for r in measured if any(c.get("movesInList") for c in r.get("changes", []))]
        exact_merges = sum(1 for r in measured if r["outcome"] == "exact-merge")
        false_merges = sum(1 for r in measured if r["outcome"] == "false-merge")
        variant_merges = sum(1 for r in measured if r["outcome"] == "variant-merge")
        found = [r for r in measured if r["outcome"] == "hit" and kind in VALUE_KINDS]
        same_count = sum(1 for r in found if r.get("differencesAsInjected"))
        rows.append({
            "kind": kind, "samples": len(measured), "errors": len(mine) - len(measured),
            "boilerplate": boilerplate,
            "hits": hits if kind != "removed-subview" else None,
            "recall": (100.0 * hits / counted) if counted and kind != "removed-subview" else None,
            "constantMoved": len(moves),
            "constantMovedHits": sum(1 for r in moves if r["outcome"] == "hit"),
            "exactMerges": exact_merges, "variantMerges": variant_merges,
            "falseMerges": false_merges if kind == "removed-subview" else None,
            "separate": hits if kind == "removed-subview" else None,
            "differencesAsChanged": "%d/%d" % (same_count, len(found)) if kind in VALUE_KINDS else None,
        })
    return rows


def table(rows, markdown):
    """The summary: per kind, samples measured, misses of boilerplate fragments (value kinds: left
    out by the detector's rule, not counted in recall), hits and recall (value kinds and the control),
    exact merges (value kinds), variant merges (the control), false merges (removed-subview),
    hits whose differences are the values changed, and samples that could not be measured."""
    header = ["kind", "samples", "boilerplate", "hits", "recall", "exact merges", "variant merges",
              "false merges", "differences as injected", "errors"]
    body = []
    for row in rows:
        structural = row["kind"] == "removed-subview"
        body.append([
            row["kind"], str(row["samples"]),
            str(row["boilerplate"]) if row["kind"] in VALUE_KINDS else "-",
            "-" if structural else str(row["hits"]),
            "-" if structural or row["recall"] is None else "%.1f %%" % row["recall"],
            str(row["exactMerges"]) if row["kind"] in VALUE_KINDS else "-",
            str(row["variantMerges"]) if row["kind"] == "exact" else "-",
            str(row["falseMerges"]) if structural else "-",
            row["differencesAsChanged"] or "-",
            str(row["errors"]),
        ])
    lines = []
    if markdown:
        lines.append("| " + " | ".join(header) + " |")
        lines.append("|" + "|".join(["---"] + ["---:"] * (len(header) - 1)) + "|")
        lines += ["| " + " | ".join(cells) + " |" for cells in body]
    else:
        widths = [max(len(h), *(len(c[i]) for c in body)) for i, h in enumerate(header)]
        lines.append("  ".join(h.ljust(w) for h, w in zip(header, widths)).rstrip())
        lines += ["  ".join(c.ljust(w) for c, w in zip(cells, widths)).rstrip() for cells in body]
    return "\n".join(lines)


def moves_line(rows):
    """How the samples whose changed constant moves in its list's canonical order fared."""
    parts = ["%s %d of %d found" % (r["kind"], r["constantMovedHits"], r["constantMoved"])
             for r in rows if r["kind"] in ("constant", "two-values", "nudged-copy") and r["constantMoved"]]
    return ("changed constant moves in its constraint list's canonical order: " + "; ".join(parts)) if parts else ""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpora", nargs="*", default=DEFAULT_CORPORA, help="folders with .storyboard/.xib files")
    parser.add_argument("--xibify", default=os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                                                         ".build", "release", "xibify"), help="the binary")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=int, default=60, help="samples per mutation kind (default 60)")
    parser.add_argument("--per-file", type=int, default=1, help="samples per file and kind at most (default 1)")
    parser.add_argument("--kinds", default=",".join(KINDS), help="comma-separated mutation kinds")
    parser.add_argument("--work", default="/tmp/variant-recall", help="scratch folder")
    parser.add_argument("--jobs", type=int, default=2, help="reports run at once (default 2)")
    parser.add_argument("--keep", action="store_true", help="keep every sample's scratch folder, not only failures")
    parser.add_argument("--show", type=int, default=10, help="misses of the value kinds listed (default 10)")
    parser.add_argument("--json", help="write the per-sample records here")
    parser.add_argument("--markdown", help="write the summary table here (Markdown)")
    args = parser.parse_args()
    kinds = [k for k in args.kinds.split(",") if k]
    for kind in kinds:
        if kind not in KINDS:
            parser.error("unknown kind %s (known: %s)" % (kind, ", ".join(KINDS)))

    def log(message):
        print(message, file=sys.stderr, flush=True)

    if not os.access(args.xibify, os.X_OK):
        log("no xibify binary at %s" % args.xibify)
        return 2
    args.xibify = os.path.abspath(args.xibify)
    args.work = os.path.abspath(args.work)
    os.makedirs(args.work, exist_ok=True)
    version = subprocess.run([args.xibify, "--version"], capture_output=True, text=True).stdout.strip()
    started = time.monotonic()
    paths, language_copies = find_documents(args.corpora)
    log("%d IB files in %s (%d per-language copies left out)" % (
        len(paths), ", ".join(args.corpora), language_copies))
    fragments, unreadable = collect_fragments(paths, log)
    log("%d eligible fragments in %d files (%d files unreadable here)" % (
        len(fragments), len({f[0] for f in fragments}), unreadable))

    baselines = Baselines(args.xibify, args.work)
    records = []
    eligible = {}
    passed_over = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        samples = []
        for kind in kinds:
            chosen, eligible[kind], passed_over[kind] = choose_samples(kind, fragments, args, baselines, pool, log)
            samples += chosen
        numbered = {}
        jobs = []
        for sample in samples:
            numbered[sample["kind"]] = numbered.get(sample["kind"], 0) + 1
            jobs.append(pool.submit(run_sample, sample, numbered[sample["kind"]], args))
        for job in jobs:
            records.append(job.result())

    rows = summarize(records, kinds)
    missing_json = sum(1 for r in records if r["outcome"] == "error" and r.get("error", "").startswith("no JSON"))
    print("variant recall, seed %d, %s (%s), %d fragments eligible, %.0f s" % (
        args.seed, args.xibify, version, len(fragments), time.monotonic() - started))
    if records and not any(r.get("schemaVersion", 0) >= 3 for r in records):
        print("note: no report had schema version 3 (no `variants` array): variant groups counted as none")
    print(table(rows, markdown=False))
    moved = moves_line(rows)
    if moved:
        print(moved)
    problems = [r for r in records if r["outcome"] not in ("hit", "separate", "miss", "boilerplate")
                or (r["outcome"] == "miss" and r["kind"] == "exact")]
    misses = [r for r in records if r["outcome"] == "miss" and r["kind"] != "exact"]
    problems += misses[:args.show]
    if len(misses) > args.show:
        print("  (%d more misses in the --json records)" % (len(misses) - args.show))
    for r in problems:
        print("  %-15s %-12s %s #%s (line %s) -> %s%s" % (
            r["kind"], r["outcome"], r["file"], r["objectID"], r.get("line"), r.get("scratch"),
            (": " + r["error"][:200]) if r.get("error") else ""))
    summary = {"seed": args.seed, "xibify": args.xibify, "version": version, "corpora": args.corpora,
               "samplesPerKind": args.samples, "perFile": args.per_file, "files": len(paths),
               "perLanguageCopiesLeftOut": language_copies,
               "fragments": len(fragments), "eligible": eligible, "passedOver": passed_over, "rows": rows}
    if args.json:
        with open(args.json, "w") as handle:
            json.dump({"summary": summary, "samples": records}, handle, indent=1, sort_keys=True)
    if args.markdown:
        with open(args.markdown, "w") as handle:
            handle.write("Seed %d, %s, %d samples per kind at most (one per file and kind).\n\n" % (
                args.seed, version, args.samples))
            handle.write(table(rows, markdown=True) + "\n")
            if moves_line(rows):
                handle.write("\n" + moves_line(rows) + "\n")
    return 2 if missing_json else 0


if __name__ == "__main__":
    sys.exit(main())
