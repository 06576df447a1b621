#!/usr/bin/env python3
"""Whether `xibify rewrite --write` kept an app's run-time behaviour, judged from the files alone.

Copies a folder to a temporary directory, runs `xibify rewrite --write` on the copy, and compares
every .storyboard and .xib before and after. xibify's own JSON output is used only to learn
whether it wrote anything; every count below is computed here, from the XML and the generated
Swift, so a wrong plan cannot vouch for itself.

    python3 Benchmarks/runtime_faithfulness.py ../shared/corpus
    python3 Benchmarks/runtime_faithfulness.py ../shared/corpus --xibify /path/to/other/xibify
    python3 Benchmarks/runtime_faithfulness.py ../shared/corpus --min-views 1 --json
    python3 Benchmarks/runtime_faithfulness.py Fixtures/FieldCases/RootIdentity --min-views 1 --style nibview
    python3 Benchmarks/runtime_faithfulness.py Fixtures/ShopApp --exclude Broken --exclude Legacy --exclude Resources

Legacy `<archive>` xibs make `rewrite --write` write nothing (exit 65), so every .xib whose root
element is `<archive>` is excluded by its path.

Columns (every one but `replaced` should be 0; the exit status is 0 then, 1 otherwise, and 2
when the run could not be measured):
  replaced             placeholders written: elements of changed files whose customClass is a
                       generated class (declared `final class X:` in a new .swift file, or the
                       File's Owner class of a new .xib)
  class_changed        references from outside a placeholder that now hand it to a property
                       expecting another class: outlets, outlet collections, bindings, segues,
                       accessibility connections, baseline constraints, cell label/image
                       references, table header views, and the `key` its parent receives it by
  launch_screens       changed documents with launchScreen="YES" (no custom code runs there)
  top_level_xib_views  changed .xib files whose top-level view became a placeholder (its class
                       is now a generated class, or its tag changed): code loading the xib gets
                       another class
  duplicate_keys       elements with two children of the same `key`, in changed or new files,
                       that the input did not have
  empty_wrappers       generated wrappers with no @IBInspectable property and no port
  state_on_both        state of a copy's place (hidden, alpha, userInteractionEnabled, and for a
                       plain root its restorationIdentifier) written on the placeholder and on
                       its xib's top-level view: un-hiding the placeholder would show nothing,
                       an alpha would apply twice
  outlets_lost         outlets that an object outside held to an object inside a replaced copy
                       (a controller's `titleLabel`) that no longer reach it: the placeholder
                       must connect a port to the same holder, and the generated wrapper must
                       declare that port handing an object over under the outlet's property
                       (`setValue(…, forKey: "titleLabel")`, or the typed
                       `(port as? Controller)?.titleLabel = …`); for a keyed port (a
                       `<port>Key: String?` whose didSet, like the port's, calls the hand-over),
                       the placeholder's string runtime attribute `<port>Key` must name the
                       property, and the hand-over must take that name: a `case "titleLabel":`
                       that assigns it, or `setValue(…, forKey: key)` for any other
  constraints_lost     constraints outside a replaced copy on one of its inner views that the app
                       would not have as before: the document's constraint must name the placeholder
                       where it named the inner view and keep every attribute but its constant; the
                       placeholder must connect an NSLayoutConstraint port to it and set the port's
                       constant (`<port>Constant`) to the original one; and the wrapper must move it
                       (`moveConstraint(port, constant:, to: outlet)`) to the xib's view that sits
                       where the inner view sat
  translations_lost    entries of the `<lang>.lproj/<Name>.strings` files beside a changed
                       `Base.lproj/<Name>.storyboard|xib` whose object id the rewritten document no
                       longer has (moved into a xib): the app would show the base language there
  open_sizes           placeholders laid out by Auto Layout with a dimension that nothing fixes
                       at design time: no size constraint of their own or from outside, no
                       intrinsic-size placeholder (placeholderIntrinsicWidth/Height), and not two
                       edges of that axis tied to an ancestor or its layout guide (not a scroll
                       view or its content guide, whose size the content decides). Interface
                       Builder would report "Missing Constraints" for them. This is a model of
                       Interface Builder's check (Xcode does not run here), deliberately simple:
                       a dimension fixed only through a chain of siblings counts as open

  identity_lost        accessibility identifiers, labels and hints of a replaced copy that the
                       object answering for it no longer has (or gained): a plain root's
                       placeholder must carry the copy's own; for a root with a class of its own
                       the xib's top-level view answers, with the template's values unless the
                       placeholder's runtime attributes set the copy's through an inspectable
                       property of the generated class whose setter sets that view's
                       accessibility (UI tests that look a copy up by its identifier)
  code_reaches_wrapper uses that the app's code makes of the subviews, constraints or layout
                       margins of an object it holds (an outlet, an outlet collection, a
                       `viewWithTag` lookup) that is now a NibView placeholder: the wrapper's one
                       subview is the xib's view, which holds those constraints. Read from the
                       holder class's Swift and Objective-C files (comments and literals removed)
  styled_hidden        uses of an object's looks (background, layer, tint, alpha, clipping) by
                       the app's code through a NibView placeholder whose wrapper does not hand the
                       looks of its content over: the xib's view has a class of its own, or no
                       `NibView` source in the app takes them (`takeLooks`)
  ports_unconnected    ports a generated wrapper declares (a non-private `@IBOutlet`: a holder, a
                       target, a constraint) that no placeholder of its class connects, in the
                       rewritten documents or the new xibs
  kvc_keys_undeclared  keys a port hands an object over by (`port?.setValue(…, forKey: "k")`, or
                       a keyed port's placeholder's `<port>Key` that no typed case takes)
                       that no Swift or Objective-C source of the app declares as a property
                       (`var k`, `@property … k;`, an ivar `*k;`), for ports connected to an object
                       of a class the app's sources declare: renaming the outlet would crash on load
  fallback_names_unsaid  generated class and inner outlet names made of view kinds alone
                       (`LayoutView`, `StackLayoutView`, `label2`: nothing in the copies named them)
                       that the rewrite's JSON does not call a guess (its `guessed-class-name` and
                       `outlets-named-by-kind` notes)
  frames_changed       interior views of a replaced copy laid out by their frame (every view of a
                       springs-and-struts document, one without useAutolayout="YES"; a
                       `fixedFrame="YES"` view in an Auto Layout one) whose frame or autoresizing
                       mask differs from the view at the same place in the xib that now draws the
                       copy: the copy would be laid out as another copy was
  layout_values_lost   layout values of a replaced copy (a constraint's constant, a colour, a font,
                       a stack's spacing, a flag) that the xib drawing it has otherwise at the
                       element's place (views and properties by path, constraints by what they
                       tie) and that no runtime attribute of the placeholder gives back: its value
                       must be the copy's, and its inspectable property's setter must assign the
                       member for that value on an outlet the xib connects to the element (to its
                       view, for a colour or a font), or on `self` for the root (#31)
  (not gated) fallback_names: those names, said or not
  (not gated) styled_wrappers: those looks uses through NibView placeholders, served or not
It also prints the clusters `xibify report` finds at the same thresholds (clusters of 8+
elements by default), how many were extracted (one new .xib each), and how many copies have a
run-time problem (a class change, a launch screen or a replaced top-level view).
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from xml.parsers import expat

IB_SUFFIXES = (".storyboard", ".xib")
GATED_COLUMNS = ["class_changed", "launch_screens", "top_level_xib_views", "duplicate_keys",
                 "empty_wrappers", "state_on_both", "open_sizes", "outlets_lost", "constraints_lost",
                 "translations_lost", "identity_lost", "code_reaches_wrapper", "styled_hidden",
                 "ports_unconnected", "kvc_keys_undeclared", "fallback_names_unsaid", "frames_changed",
                 "layout_values_lost"]
# Root attributes that belong to the copy's place: on the placeholder only (docs/rewrite.md).
# (tag, priorities and layout-direction settings are on both layers by design; the identity of
# a root with a class of its own stays with it in the xib.)
PLACEMENT_ATTRIBUTES = ["hidden", "alpha", "userInteractionEnabled"]
PLAIN_ROOT_IDENTITY = ["restorationIdentifier"]
HORIZONTAL_ANCHORS = {"leading", "trailing", "left", "right", "centerX", "leadingMargin", "trailingMargin",
                      "leftMargin", "rightMargin", "centerXWithinMargins"}
VERTICAL_ANCHORS = {"top", "bottom", "centerY", "firstBaseline", "lastBaseline", "baseline", "topMargin",
                    "bottomMargin", "centerYWithinMargins"}

# The class of an element without a customClass, by tag (IB-FORMAT.md §10.2).
UIKIT_CLASS_OF_TAG = {
    "view": "UIView", "containerView": "UIView", "label": "UILabel", "button": "UIButton",
    "imageView": "UIImageView", "stackView": "UIStackView", "textField": "UITextField",
    "textView": "UITextView", "scrollView": "UIScrollView", "tableView": "UITableView",
    "collectionView": "UICollectionView", "switch": "UISwitch", "slider": "UISlider",
    "segmentedControl": "UISegmentedControl", "stepper": "UIStepper", "pageControl": "UIPageControl",
    "datePicker": "UIDatePicker", "pickerView": "UIPickerView", "progressView": "UIProgressView",
    "activityIndicatorView": "UIActivityIndicatorView", "visualEffectView": "UIVisualEffectView",
    "searchBar": "UISearchBar", "toolbar": "UIToolbar", "navigationBar": "UINavigationBar",
    "tabBar": "UITabBar", "colorWell": "UIColorWell", "webView": "UIWebView", "wkWebView": "WKWebView",
    "mapView": "MKMapView", "tableViewCell": "UITableViewCell", "collectionViewCell": "UICollectionViewCell",
    "collectionReusableView": "UICollectionReusableView",
    "tableViewCellContentView": "UITableViewCellContentView",
    "collectionViewCellContentView": "UIView",
}
APPKIT_CLASS_OF_TAG = {
    "view": "NSView", "customView": "NSView", "containerView": "NSView", "textField": "NSTextField",
    "secureTextField": "NSSecureTextField", "searchField": "NSSearchField", "tokenField": "NSTokenField",
    "comboBox": "NSComboBox", "button": "NSButton", "popUpButton": "NSPopUpButton", "box": "NSBox",
    "scrollView": "NSScrollView", "clipView": "NSClipView", "stackView": "NSStackView",
    "imageView": "NSImageView", "tableView": "NSTableView", "outlineView": "NSOutlineView",
    "textView": "NSTextView", "progressIndicator": "NSProgressIndicator", "slider": "NSSlider",
    "segmentedControl": "NSSegmentedControl", "splitView": "NSSplitView", "tabView": "NSTabView",
    "visualEffectView": "NSVisualEffectView", "stepper": "NSStepper", "colorWell": "NSColorWell",
    "switch": "NSSwitch", "gridView": "NSGridView", "webView": "WebView", "wkWebView": "WKWebView",
    "collectionView": "NSCollectionView", "pathControl": "NSPathControl", "datePicker": "NSDatePicker",
    "matrix": "NSMatrix", "ruleEditor": "NSRuleEditor", "predicateEditor": "NSPredicateEditor",
    "levelIndicator": "NSLevelIndicator", "control": "NSControl", "tableCellView": "NSTableCellView",
}
# Superclasses of the framework classes a generated class can inherit from (through --base-class).
FRAMEWORK_SUPERCLASS = {
    "UIView": "UIResponder", "UIResponder": "NSObject", "UIControl": "UIView",
    "UIStackView": "UIView", "UIScrollView": "UIView", "UIImageView": "UIView", "UILabel": "UIView",
    "UIButton": "UIControl", "UITextField": "UIControl", "UIVisualEffectView": "UIView",
    "NSView": "NSResponder", "NSResponder": "NSObject", "NSControl": "NSView",
    "NSStackView": "NSView", "NSScrollView": "NSView", "NSBox": "NSView", "NSImageView": "NSControl",
    "NSButton": "NSControl", "NSTextField": "NSControl", "NSVisualEffectView": "NSView",
}
# Constraint attributes whose meaning depends on the item's class (a plain view has no baseline).
BASELINE_ATTRIBUTES = {"firstBaseline", "lastBaseline", "baseline"}
# Connections whose `destination` receives the object (an action's destination is only a target).
RECEIVING_CONNECTIONS = {"outlet", "outletCollection", "binding", "segue", "accessibilityConnection"}
# Attributes of other elements that hand them the object (IB-FORMAT.md §3.1).
RECEIVING_ATTRIBUTES = {
    "tableViewCell": ["textLabel", "detailTextLabel", "imageView"],
    "tableView": ["headerView"],
    "outlineView": ["headerView"],
}
NON_VIEW_TOP_LEVEL_TAGS = {"placeholder", "customObject"}


# ---------------------------------------------------------------------------------------------
# Reading files


class Document:
    """A parsed IB file: its root element, and each element's parent and line."""

    def __init__(self, path, data):
        self.path = path
        self.parents = {}
        self.lines = {}
        self.root = None
        parser = expat.ParserCreate()
        stack = []

        def start(tag, attributes):
            element = ET.Element(tag, attributes)
            self.lines[element] = parser.CurrentLineNumber
            if stack:
                stack[-1].append(element)
                self.parents[element] = stack[-1]
            else:
                self.root = element
            stack.append(element)

        def end(tag):
            stack.pop()

        parser.StartElementHandler = start
        parser.EndElementHandler = end
        parser.Parse(data, True)
        self.by_id = {}
        for element in self.root.iter():
            if "id" in element.attrib and element.tag not in ("device", "adaptation"):
                self.by_id.setdefault(element.get("id"), element)

    @property
    def is_macos(self):
        kind = self.root.get("type", "")
        return "Cocoa" in kind and "CocoaTouch" not in kind

    def line(self, element):
        return self.lines.get(element, 0)

    def parent(self, element):
        return self.parents.get(element)

    def is_inside(self, element, ancestor):
        while element is not None:
            if element is ancestor:
                return True
            element = self.parents.get(element)
        return False

    def nearest_id(self, element):
        while element is not None:
            if "id" in element.attrib:
                return element.get("id")
            element = self.parents.get(element)
        return ""

    def top_level_objects(self):
        objects = self.root.find("objects")
        return list(objects) if objects is not None else []

    def files_owner(self):
        for element in self.top_level_objects():
            if element.get("placeholderIdentifier") == "IBFilesOwner":
                return element
            if self.is_macos and element.tag == "customObject" and element.get("id") == "-2":
                return element
        return None

    def top_level_view(self):
        for element in self.top_level_objects():
            if element.tag not in NON_VIEW_TOP_LEVEL_TAGS:
                return element
        return None


def root_tag(path):
    """The name of a file's root element, or None when it is not XML."""
    found = []

    def start(tag, attributes):
        found.append(tag)
        raise StopIteration

    parser = expat.ParserCreate()
    parser.StartElementHandler = start
    try:
        with open(path, "rb") as handle:
            parser.ParseFile(handle)
    except (StopIteration, expat.ExpatError):
        pass
    return found[0] if found else None


def snapshot(folder):
    """Every file's relative path, and the bytes of every IB file."""
    paths = set()
    ib_bytes = {}
    for directory, _, names in os.walk(folder):
        for name in names:
            path = os.path.relpath(os.path.join(directory, name), folder)
            paths.add(path)
            if name.endswith(IB_SUFFIXES):
                with open(os.path.join(folder, path), "rb") as handle:
                    ib_bytes[path] = handle.read()
    return paths, ib_bytes


# ---------------------------------------------------------------------------------------------
# Running xibify


def fail(message):
    """Stops with exit status 2: the run could not be measured."""
    print(message, file=sys.stderr)
    sys.exit(2)


def run_xibify(binary, folder, args):
    """Runs xibify in `folder` and returns its JSON output and exit status."""
    result = subprocess.run([binary] + args + ["--format", "json"], cwd=folder, capture_output=True, text=True)
    if result.returncode not in (0, 1, 65):
        fail(f"{' '.join([binary] + args)} exited {result.returncode}:\n{result.stderr}")
    return json.loads(result.stdout), result.returncode, result.stderr


def legacy_archive_excludes(folder):
    """`--exclude` patterns, relative to `folder`, for every .xib whose root is `<archive>`."""
    patterns = []
    for directory, _, names in os.walk(folder):
        for name in sorted(names):
            path = os.path.join(directory, name)
            if name.endswith(".xib") and root_tag(path) == "archive":
                relative = os.path.relpath(path, folder)
                if any(character in relative for character in "*?["):
                    print(f"warning: cannot exclude {relative} exactly (glob characters)", file=sys.stderr)
                patterns.append(relative)
    return sorted(patterns)


# ---------------------------------------------------------------------------------------------
# Generated classes


# `class NibView: UIView`, `final class PaymentSummaryView: NibView`, `@objc(X) final class X: NibView`
CLASS_DECLARATION = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:final|open|public|internal)\s+)*"
                               r"class\s+(?P<name>\w+)\s*:\s*(?P<superclass>[\w.]+)", re.M)
FINAL_CLASS = re.compile(r"\bfinal\s+class\s+(\w+)\s*:")
PORT = re.compile(r"@IBOutlet\s+weak\s+var\s+\w+\s*:\s*AnyObject\?")


def superclasses_in(swift_texts):
    """class name -> the superclasses it is declared with (NibView has one per platform)."""
    declared = {}
    for text in swift_texts:
        for match in CLASS_DECLARATION.finditer(text):
            declared.setdefault(match.group("name"), []).append(match.group("superclass").split(".")[-1])
    return declared


# `@objc(iTermSearchField) class SearchField`: IB files name the class by its Objective-C name.
OBJC_RENAMED = re.compile(r"@objc\(\s*(?P<runtime>\w+)\s*\)\s*(?:(?:public|open|internal|final|private|fileprivate|@\w+)\s+)*"
                          r"class\s+(?P<swift>\w+)")


def objc_names_in(folder, skipped):
    """Swift class name -> the Objective-C name the app's sources give it (`@objc(Name) class
    Swift`), read from every .swift file under `folder` but those in `skipped` (the new ones)."""
    names = {}
    for directory, folders, files in os.walk(folder):
        folders[:] = [name for name in folders if not name.startswith(".") and name not in ("Pods", "build")]
        for name in files:
            path = os.path.join(directory, name)
            if not name.endswith(".swift") or os.path.relpath(path, folder) in skipped:
                continue
            try:
                with open(path, encoding="utf-8", errors="replace") as handle:
                    text = handle.read()
            except OSError:
                continue
            if "@objc(" in text:
                for match in OBJC_RENAMED.finditer(text):
                    names.setdefault(match.group("swift"), match.group("runtime"))
    return names


def class_chain(name, declared, macos):
    """The class and its superclasses, ending with NSObject when the chain is known."""
    chain = [name]
    prefix = "NS" if macos else "UI"
    while chain[-1] != "NSObject" and len(chain) < 20:
        current = chain[-1]
        if current in declared:
            options = declared[current]
            matching = [option for option in options if option.startswith(prefix)]
            chain.append((matching or options)[0])
        elif current in FRAMEWORK_SUPERCLASS:
            chain.append(FRAMEWORK_SUPERCLASS[current])
        else:
            # An unknown base class: a placeholder is a <view>, so it is at least a view.
            chain += ["NSView", "NSResponder", "NSObject"] if macos else ["UIView", "UIResponder", "NSObject"]
    return chain


def class_before(element, macos):
    """The run-time class of an element in the input: its customClass, else its tag's class."""
    if element.get("customClass"):
        return element.get("customClass")
    table = APPKIT_CLASS_OF_TAG if macos else UIKIT_CLASS_OF_TAG
    if element.tag in table:
        return table[element.tag]
    return ("NS" if macos else "UI") + element.tag[0].upper() + element.tag[1:]


# ---------------------------------------------------------------------------------------------
# The counts


def find_placeholders(changed, generated):
    """(file, placeholder element) for every element of a changed file that now has a generated
    class (and did not have it before)."""
    placeholders = []
    for path, (before, after) in sorted(changed.items()):
        for element in after.root.iter():
            original = before.by_id.get(element.get("id"))
            had_it = original is not None and original.get("customClass") == element.get("customClass")
            if element.get("customClass") in generated and not had_it:
                placeholders.append((path, element))
    return placeholders


def references_to(document, placeholder):
    """(element, property, attribute) for every reference from outside `placeholder` that hands
    it to another object: the referring element, the receiving property, and the attribute."""
    object_id = placeholder.get("id")
    found = []
    if placeholder.get("key"):
        parent = document.parent(placeholder)
        found.append((placeholder, f"{parent.tag}.{placeholder.get('key')}", "key"))
    for element in document.root.iter():
        if document.is_inside(element, placeholder):
            continue
        parent = document.parent(element)
        in_connections = parent is not None and parent.tag == "connections"
        if in_connections and element.tag in RECEIVING_CONNECTIONS and element.get("destination") == object_id:
            name = element.get("property") or element.get("name") or element.get("kind") or ""
            found.append((element, f"{element.tag} {name}".strip(), "destination"))
        if element.tag == "constraint":
            for item, attribute in (("firstItem", "firstAttribute"), ("secondItem", "secondAttribute")):
                if element.get(item) == object_id and element.get(attribute) in BASELINE_ATTRIBUTES:
                    found.append((element, f"constraint {element.get(attribute)}", item))
        for attribute in RECEIVING_ATTRIBUTES.get(element.tag, []):
            if element.get(attribute) == object_id:
                found.append((element, f"{element.tag}.{attribute}", attribute))
    return found


def count_class_changes(placeholders, changed, declared):
    """Outside references that now receive an object of another class than before."""
    bad = []
    for path, placeholder in placeholders:
        before, after = changed[path]
        original = before.by_id.get(placeholder.get("id"))
        if original is None:
            bad.append({"file": path, "line": after.line(placeholder), "property": "(the copy)",
                        "attribute": "id", "expected": "?", "received": placeholder.get("customClass"),
                        "object": placeholder.get("id"), "note": "no element with this id before"})
            continue
        expected = class_before(original, before.is_macos)
        chain = class_chain(placeholder.get("customClass"), declared, after.is_macos)
        if expected in chain:
            continue
        for element, property_name, attribute in references_to(after, placeholder):
            bad.append({"file": path, "line": after.line(element), "property": property_name,
                        "attribute": attribute, "expected": expected,
                        "received": placeholder.get("customClass"), "object": placeholder.get("id")})
    return bad


def count_launch_screens(changed):
    """Changed documents that are launch screens, where no custom class is instantiated."""
    return sorted(path for path, (before, after) in changed.items() if after.root.get("launchScreen") == "YES")


def count_top_level_views(changed, generated):
    """(file, id) of top-level xib views that became placeholders."""
    replaced = []
    for path, (before, after) in sorted(changed.items()):
        if not path.endswith(".xib"):
            continue
        for element in after.top_level_objects():
            if element.tag in NON_VIEW_TOP_LEVEL_TAGS:
                continue
            original = before.by_id.get(element.get("id"))
            if original is None:
                continue
            class_changed = element.get("customClass") in generated and element.get("customClass") != original.get("customClass")
            if class_changed or element.tag != original.tag:
                replaced.append((path, element.get("id")))
    return replaced


def duplicate_keys_in(document):
    """(nearest id, parent tag, key) -> line, for every element with two children of one key."""
    found = {}
    for element in document.root.iter():
        seen = {}
        for child in element:
            key = child.get("key")
            if key is None:
                continue
            if key in seen:
                found.setdefault((document.nearest_id(element), element.tag, key), document.line(child))
            seen[key] = child
    return found


def count_duplicate_keys(changed, new_documents):
    """Duplicate keys in changed or new files that the input did not have."""
    found = []
    for path, (before, after) in sorted(changed.items()):
        old = duplicate_keys_in(before)
        for signature, line in sorted(duplicate_keys_in(after).items(), key=lambda item: item[1]):
            if signature not in old:
                found.append({"file": path, "line": line, "element": signature[1], "key": signature[2]})
    for path, document in sorted(new_documents.items()):
        for signature, line in sorted(duplicate_keys_in(document).items(), key=lambda item: item[1]):
            found.append({"file": path, "line": line, "element": signature[1], "key": signature[2]})
    return found


def count_empty_wrappers(new_swift):
    """Generated wrapper classes with no @IBInspectable property and no port."""
    empty = []
    for path, text in sorted(new_swift.items()):
        if os.path.basename(path) == "NibView.swift":
            continue
        if "@IBInspectable" in text or PORT.search(text):
            continue
        empty += [(path, name) for name in FINAL_CLASS.findall(text)]
    return empty


def held_keys_by_port(swift_text):
    """port name -> the keys its didSet hands an object over by (`setValue(…, forKey: "k")`, or
    the typed property it assigns: `(port as? Controller)?.k = label`)."""
    keys = {}
    port = None
    for line in swift_text.splitlines():
        declaration = re.search(r"var\s+(\w+)\s*:\s*AnyObject\?", line)
        if declaration:
            port = declaration.group(1)
            continue
        # A method's body is not a didSet: what a keyed port's hand-over does is `keyed_ports`'s.
        if re.search(r"\bfunc\s", line):
            port = None
            continue
        key = re.search(r'setValue\(.*forKey:\s*"([^"]+)"', line)
        if key and port and port in line:
            keys.setdefault(port, set()).add(key.group(1))
        typed = re.search(r"\(\s*(\w+)\s+as\?\s+\w+\)\?\.(\w+)\s*=", line)
        if typed and port and typed.group(1) == port:
            keys.setdefault(port, set()).add(typed.group(2))
    return keys


def keyed_ports(swift_text):
    """port name -> (names a typed case assigns, whether any other name is handed over by key) for
    each keyed port: a `var <port>: AnyObject?` and a `var <port>Key: String?` whose didSets both
    call one method, `private func <method>()`, that reads the key (`guard let key = <port>Key`)."""
    keyed = {}
    lines = swift_text.splitlines()
    calls = {}
    for index, line in enumerate(lines):
        declaration = re.search(r"\bvar\s+(\w+)\s*:\s*(AnyObject|String)\?\s*\{", line)
        if declaration and index + 1 < len(lines):
            call = re.match(r"\s*didSet\s*\{\s*(\w+)\(\)\s*\}", lines[index + 1])
            if call:
                calls[(declaration.group(1), declaration.group(2))] = call.group(1)
    for (port, kind), method in calls.items():
        if kind != "AnyObject" or calls.get((port + "Key", "String")) != method:
            continue
        start = next((index for index, line in enumerate(lines)
                      if re.match(r"\s*private func " + re.escape(method) + r"\(\)\s*\{", line)), None)
        if start is None or start + 1 >= len(lines) or not re.match(
                r"\s*guard let key = " + re.escape(port) + r"Key else \{ return \}", lines[start + 1]):
            continue
        typed, by_key = set(), False
        index = start + 2
        while index < len(lines) and not re.match(r"^    \}", lines[index]):
            case = re.match(r'\s*case "([^"]+)":\s*$', lines[index])
            if case and index + 1 < len(lines):
                assignment = re.match(r"\s*\(" + re.escape(port) + r" as\? \w+\)\?\.(\w+) = \w+\s*$", lines[index + 1])
                if assignment and assignment.group(1) == case.group(1):
                    typed.add(case.group(1))
            if re.search(r"\b" + re.escape(port) + r"(?:\s+as\?\s*NSObject\s*\))?\s*\?\s*\.\s*setValue\([^\n]*forKey:\s*key\)",
                         lines[index]):
                by_key = True
            index += 1
        keyed[port] = (typed, by_key)
    return keyed


def placeholder_strings(placeholder):
    """keyPath -> value of the unlocalized string runtime attributes a placeholder sets."""
    return {attribute.get("keyPath"): attribute.get("value")
            for attributes in placeholder.findall("userDefinedRuntimeAttributes")
            for attribute in attributes.findall("userDefinedRuntimeAttribute")
            if attribute.get("type") == "string" and attribute.get("localized") != "YES"}


def placeholder_held_keys(placeholder, swift_text):
    """port name -> the keys its didSet hands an object over by, for this placeholder: a keyed
    port hands over only the name the placeholder sets, and only if its hand-over takes it."""
    keys = held_keys_by_port(swift_text)
    strings = placeholder_strings(placeholder)
    for port, (typed, by_key) in keyed_ports(swift_text).items():
        name = strings.get(port + "Key")
        keys[port] = {name} if name is not None and (name in typed or by_key) else set()
    return keys


def forwarded_keys(keys, swift_of_class, path, depth=0, nested=None):
    """`keys` (port -> keys it hands an object over by) with every key that is itself a port of
    another generated wrapper (`var <key>: AnyObject?` with a didSet that hands over) replaced by
    what that port hands over, transitively: a layout extracted in a later planning round holds
    a placeholder of an earlier round's class, and its port passes the holder on to that
    placeholder's port (`inner?.setValue(holder, forKey: "nameLabelHolder")`), whose didSet
    then hands the label to the holder."""
    if depth > 4:
        return keys
    held_by_class = {}
    for name in swift_of_class:
        held = held_keys_by_port(nearest(swift_of_class, name, path, ""))
        # A keyed port of a placeholder inside a generated xib hands over the names those
        # placeholders set (`nested`: class -> port -> names).
        held.update((nested or {}).get(name, {}))
        if held:
            held_by_class[name] = held
    result = {}
    changed = False
    for port, names in keys.items():
        expanded = set()
        for key in names:
            inner = [held[key] for held in held_by_class.values() if key in held]
            if inner:
                expanded |= set().union(*inner)
                changed = True
            else:
                expanded.add(key)
        result[port] = expanded
    return forwarded_keys(result, swift_of_class, path, depth + 1, nested) if changed else result


def nearest(by_name, name, path, default=None):
    """The declaration of `name` for a placeholder in the document at `path`: `by_name` maps a
    name to every (file, value) that declares it. Apps built as several modules (an iOS and a
    macOS app, each with a `StackLayoutView` of its own) may declare one name in each; the
    declaration whose file shares the longest folder prefix with the document is the one its
    module compiles. (Two declarations in one module are the field trial's type-check's finding.)"""
    candidates = by_name.get(name, [])
    if not candidates:
        return default
    folder = os.path.dirname(path).split("/")

    def shared(candidate):
        other = os.path.dirname(candidate[0]).split("/")
        count = 0
        for mine, theirs in zip(folder, other):
            if mine != theirs:
                break
            count += 1
        return count

    return max(candidates, key=lambda candidate: (shared(candidate), candidate[0]))[1]


def count_outlets_lost(placeholders, changed, swift_of_class, new_documents):
    """(file, line, property) for each outlet from outside into a replaced copy that no port carries."""
    lost = []
    # Placeholders of an earlier round inside a later round's xib: the names their keyed ports
    # hand over, by class and port.
    nested = {}
    for xib_path, document in new_documents.items():
        for element in document.root.iter():
            name = element.get("customClass")
            if name not in swift_of_class:
                continue
            for port, names in placeholder_held_keys(element, nearest(swift_of_class, name, xib_path, "")).items():
                if port in keyed_ports(nearest(swift_of_class, name, xib_path, "")):
                    nested.setdefault(name, {}).setdefault(port, set()).update(names)
    for path, placeholder in placeholders:
        before, after = changed[path]
        root = before.by_id.get(placeholder.get("id"))
        if root is None:
            continue
        ports = {outlet.get("property"): outlet.get("destination")
                 for connections in placeholder.findall("connections") for outlet in connections.findall("outlet")}
        keys = forwarded_keys(
            placeholder_held_keys(placeholder, nearest(swift_of_class, placeholder.get("customClass"), path, "")),
            swift_of_class, path, nested=nested)
        for outlet in before.root.iter("outlet"):
            target = before.by_id.get(outlet.get("destination"))
            if target is None or target is root or not before.is_inside(target, root) or before.is_inside(outlet, root):
                continue
            holder = before.parent(before.parent(outlet))
            # A constraint of the root's own stays on the placeholder with its id.
            if after.by_id.get(outlet.get("destination")) is not None:
                continue
            carried = any(destination == holder.get("id") and outlet.get("property") in keys.get(name, set())
                          for name, destination in ports.items())
            if not carried:
                lost.append((path, before.line(outlet), outlet.get("property")))
    return lost


def frame_of(element):
    """(frame rect attributes as numbers, autoresizing mask attributes) of a view, or None."""
    rect = next((child for child in element if child.tag == "rect" and child.get("key") == "frame"), None)
    if rect is None:
        return None
    mask = next((child for child in element if child.tag == "autoresizingMask"), None)
    numbers = {name: float(rect.get(name, "0")) for name in ("x", "y", "width", "height")}
    return numbers, dict(mask.attrib) if mask is not None else {}


def at_path(root, steps):
    """The element `element_path` leads to from `root`, or None; a keyed element by its key."""
    element = root
    for tag, key, position in steps:
        if key is not None:
            keyed_child = next((child for child in element if child.tag == tag and child.get("key") == key), None)
            if keyed_child is not None:
                element = keyed_child
                continue
        same = [child for child in element if child.tag == tag]
        if position >= len(same):
            return None
        element = same[position]
    return element


def count_frames_changed(placeholders, changed, xib_of_wrapper):
    """(file, placeholder id, interior view id) for each interior view laid out by its frame whose
    frame or mask the xib that draws the copy does not have at the same place."""
    found = []
    for path, placeholder in placeholders:
        before, _ = changed[path]
        root = before.by_id.get(placeholder.get("id"))
        xib = nearest(xib_of_wrapper, placeholder.get("customClass"), path)
        view = xib.top_level_view() if xib is not None else None
        if root is None or view is None:
            continue
        springs = before.root.get("useAutolayout") != "YES"
        for element in root.iter():
            if element is root or frame_of(element) is None:
                continue
            if not springs and element.get("fixedFrame") != "YES":
                continue
            steps = element_path(before, element, root)
            counterpart = at_path(view, steps) if steps is not None else None
            if counterpart is None or frame_of(counterpart) != frame_of(element):
                found.append((path, placeholder.get("id"), element.get("id", "")))
    return sorted(set(found))


def element_path(document, element, root):
    """(tag, key, index among the parent's children of that tag) from `root` down to `element`:
    the same for a view in a copy and in the xib made from it, whose roots carry other children
    (frames, runtime attributes)."""
    steps = []
    while element is not None and element is not root:
        parent = document.parent(element)
        if parent is None:
            return None
        same = [child for child in parent if child.tag == element.tag]
        steps.append((element.tag, element.get("key"), same.index(element)))
        element = parent
    return tuple(reversed(steps)) if element is root else None


def varies_for_traits(document, element):
    """Whether the scene of an element (the whole file, for a xib) has size-class variations."""
    scene = element
    while scene is not None and scene.tag != "scene":
        scene = document.parent(scene)
    return any(True for _ in (scene if scene is not None else document.root).iter("variation"))


def called_in_awake_from_nib(swift, call):
    """Whether `call` is a statement of some `override func awakeFromNib()` body, outside `#if`."""
    for match in re.finditer(r"\n([ \t]*)override func awakeFromNib\(\) \{\n", swift):
        end = swift.find("\n" + match.group(1) + "}\n", match.end() - 1)
        body = swift[match.end():end if end >= 0 else len(swift)]
        if "#if" not in body and any(line.strip() == call for line in body.splitlines()):
            return True
    return False


def count_constraints_lost(placeholders, changed, swift_of_class, xib_of_wrapper):
    """(file, line, constraint id) for each constraint outside a replaced copy on one of its inner
    views that the app would no longer have as it was: the document's constraint must name the
    placeholder where it named the inner view and keep every other attribute but its constant;
    the placeholder must connect a port of type NSLayoutConstraint to it and set that port's
    constant to the original constant; the wrapper must move it (`moveConstraint(port, constant:
    …, to: outlet)`) to the xib's view at the inner view's place."""
    lost = []
    for path, placeholder in placeholders:
        before, after = changed[path]
        root = before.by_id.get(placeholder.get("id"))
        if root is None:
            continue
        name = placeholder.get("customClass")
        swift = nearest(swift_of_class, name, path, "")
        xib = nearest(xib_of_wrapper, name[:-len("Placeholder")] if name.endswith("Placeholder") else name, path)
        ports = {outlet.get("destination"): outlet.get("property")
                 for connections in placeholder.findall("connections") for outlet in connections.findall("outlet")}
        numbers = {}
        for attributes in placeholder.findall("userDefinedRuntimeAttributes"):
            for attribute in attributes.findall("userDefinedRuntimeAttribute"):
                value = attribute.find("real")
                if value is None:
                    value = attribute.find("integer")
                if attribute.get("type") == "number" and value is not None:
                    numbers[attribute.get("keyPath")] = float(value.get("value"))
        for constraint in before.root.iter("constraint"):
            if before.is_inside(constraint, root):
                continue
            for side in ("firstItem", "secondItem"):
                inner = before.by_id.get(constraint.get(side))
                if inner is None or inner is root or not before.is_inside(inner, root):
                    continue
                edited = after.by_id.get(constraint.get("id"))
                port = ports.get(constraint.get("id"))
                ok = edited is not None and edited.tag == "constraint" and edited.get(side) == placeholder.get("id")
                if ok:
                    others = {k: v for k, v in constraint.attrib.items() if k not in (side, "constant")}
                    ok = others == {k: v for k, v in edited.attrib.items() if k not in (side, "constant")}
                # A standard spacing (`symbolic`) is not a number a port could carry; a scene that
                # varies for size classes installs the document's constraint again on a trait change.
                ok = ok and constraint.get("symbolic") != "YES" and not varies_for_traits(before, constraint)
                move = re.search(r"moveConstraint\(%s, constant: (\w+), to: (\w+)\)" % re.escape(port or "-"), swift)
                ok = ok and port is not None and move is not None
                ok = ok and re.search(r"@IBOutlet\s+weak\s+var\s+%s\s*:\s*NSLayoutConstraint\?" % re.escape(port), swift)
                # The constant is set by key-value coding: an @objc property of that name.
                ok = ok and re.search(r"@objc\s+var\s+%s\s*:\s*CGFloat" % re.escape(move.group(1)), swift)
                ok = ok and numbers.get(move.group(1)) == float(constraint.get("constant", "0"))
                # The move runs in the app: inside `override func awakeFromNib()`, not compiled out.
                ok = ok and called_in_awake_from_nib(swift, move.group(0))
                if ok:
                    # The outlet the wrapper moves it to names the xib's view at the inner view's place.
                    top = xib.top_level_view() if xib is not None else None
                    owner = xib.files_owner() if xib is not None else None
                    holders = [element for element in (owner, top) if element is not None]
                    targets = [outlet.get("destination") for holder in holders
                               for connections in holder.findall("connections") for outlet in connections.findall("outlet")
                               if outlet.get("property") == move.group(2)]
                    target = xib.by_id.get(targets[0]) if xib is not None and len(targets) == 1 else None
                    ok = target is not None and element_path(xib, target, top) == element_path(before, inner, root)
                if not ok:
                    lost.append((path, before.line(constraint), constraint.get("id")))
    return lost


def strings_keys(data):
    """The object ids of a .strings file's keys (UTF-16 with a byte-order mark, else UTF-8)."""
    text = data.decode("utf-16") if data[:2] in (b"\xff\xfe", b"\xfe\xff") else data.decode("utf-8", "replace")
    return re.findall(r'^\s*"([^".]+)\.[^"]*"\s*=', text, re.MULTILINE)


def shipped(strings, copy):
    """Whether a .strings file is built: an Xcode project above it names it (by its path relative to
    the project's folder or as `<lang>.lproj/<Name>.strings`), or no project is above it."""
    folder = os.path.dirname(strings)
    relative = os.path.join(os.path.basename(folder), os.path.basename(strings))
    found_project = False
    while folder.startswith(copy) and len(folder) >= len(copy):
        for entry in os.listdir(folder):
            if entry.endswith(".xcodeproj"):
                pbxproj = os.path.join(folder, entry, "project.pbxproj")
                if os.path.exists(pbxproj):
                    found_project = True
                    with open(pbxproj, encoding="utf-8", errors="replace") as handle:
                        if relative in handle.read():
                            return True
        folder = os.path.dirname(folder)
    return not found_project


def count_translations_lost(changed, copy):
    """(file, language, id) for each translation whose object a rewritten Base.lproj document lost
    (files no target builds, which the app does not ship, are left out)."""
    lost = []
    for path, (before, after) in sorted(changed.items()):
        folder = os.path.dirname(path)
        if os.path.basename(folder) != "Base.lproj":
            continue
        name = os.path.splitext(os.path.basename(path))[0]
        parent = os.path.join(copy, os.path.dirname(folder))
        for language in sorted(os.listdir(parent)):
            strings = os.path.join(parent, language, name + ".strings")
            if not language.endswith(".lproj") or language == "Base.lproj" or not os.path.exists(strings):
                continue
            if not shipped(strings, copy):
                continue
            with open(strings, "rb") as handle:
                for object_id in strings_keys(handle.read()):
                    if object_id in before.by_id and object_id not in after.by_id:
                        lost.append((path, language, object_id))
    return lost


def count_state_on_both(placeholders, xib_of_class):
    """(file, id, attribute) for each placement attribute on a placeholder and on its xib's view."""
    found = []
    for path, placeholder in placeholders:
        xib = nearest(xib_of_class, placeholder.get("customClass"), path)
        view = xib.top_level_view() if xib is not None else None
        if view is None:
            continue
        plain = view.tag in ("view", "customView") and not view.get("customClass")
        for attribute in PLACEMENT_ATTRIBUTES + (PLAIN_ROOT_IDENTITY if plain else []):
            if placeholder.get(attribute) is not None and view.get(attribute) is not None:
                found.append((path, placeholder.get("id"), attribute))
    return found


ACCESSIBILITY_ATTRIBUTES = {"identifier": "Identifier", "label": "Label", "hint": "Hint"}
INSPECTABLE = re.compile(r"@IBInspectable\s+var\s+(\w+)")
ACCESSIBILITY_SETTER = re.compile(r"\bset\s*\{\s*(\w+)\.accessibility(Identifier|Label|Hint)\s*=\s*newValue")


def accessibility_of(element):
    """identifier, label and hint of an element's own `<accessibility>` (None where it says none)."""
    found = {name: None for name in ACCESSIBILITY_ATTRIBUTES}
    if element is None:
        return found
    for child in element.findall("accessibility"):
        if child.get("key") == "accessibilityConfiguration":
            for name in ACCESSIBILITY_ATTRIBUTES:
                found[name] = child.get(name)
    return found


def accessibility_setters(swift_text):
    """inspectable property -> (outlet, attribute) for each property whose setter sets an outlet's
    accessibility identifier, label or hint to the value it is given."""
    setters = {}
    current = None
    for line in swift_text.splitlines():
        declaration = INSPECTABLE.search(line)
        if declaration:
            current = declaration.group(1)
        setter = ACCESSIBILITY_SETTER.search(line)
        if setter and current:
            setters[current] = (setter.group(1), setter.group(2).lower())
    return setters


def count_identity_lost(placeholders, changed, declared, swift_of_class, xib_of_wrapper):
    """(file, object id, attribute) for each accessibility identifier, label or hint that a copy
    had and that the object answering for it after the rewrite does not have, or the reverse.

    The object that answers is the one of the root's class: for a plain root the placeholder
    itself (a NibView wrapper); for a root with a class of its own the xib's top-level view (in
    the NibView style inside the wrapper, substituted the object itself), which has the
    template's values unless a runtime attribute of the placeholder sets them: an inspectable
    property of the generated class whose setter gives an outlet's accessibility value, the
    outlet connected in the xib to that top-level view. A placeholder's own `<accessibility>`
    does not count there: the wrapper is no accessibility element, and a substituted
    placeholder is discarded."""
    lost = []
    for path, placeholder in placeholders:
        before, _ = changed[path]
        root = before.by_id.get(placeholder.get("id"))
        if root is None:
            continue
        expected = accessibility_of(root)
        plain = root.tag in ("view", "customView") and not root.get("customClass")
        if plain:
            received = accessibility_of(placeholder)
        else:
            name = placeholder.get("customClass")
            xib = None
            for candidate in [name] + declared.get(name, []):
                xib = nearest(xib_of_wrapper, candidate, path)
                if xib is not None:
                    break
            view = xib.top_level_view() if xib is not None else None
            if view is None:
                continue
            received = accessibility_of(view)
            destinations = {outlet.get("property"): outlet.get("destination") for outlet in xib.root.iter("outlet")}
            setters = accessibility_setters(nearest(swift_of_class, name, path, ""))
            for attributes in placeholder.findall("userDefinedRuntimeAttributes"):
                for attribute in attributes.findall("userDefinedRuntimeAttribute"):
                    target = setters.get(attribute.get("keyPath"))
                    if target and destinations.get(target[0]) == view.get("id"):
                        received[target[1]] = attribute.get("value")
        for attribute in ACCESSIBILITY_ATTRIBUTES:
            if expected[attribute] != received[attribute]:
                lost.append((path, placeholder.get("id"), attribute))
    return lost


# Layout values compared per element of a copy and of the xib that draws it (#31), with the member
# a wrapper's setter must assign for the placeholder's value to reach the element: a constraint's
# constant, a view's numbers and flags, a font's size (the face kept), a colour by its key.
LAYOUT_ATTRIBUTES = {
    "constant": "constant", "spacing": "spacing", "alpha": "alpha", "alphaValue": "alphaValue",
    "numberOfLines": "numberOfLines", "minimumScaleFactor": "minimumScaleFactor",
    "horizontalHuggingPriority": "setContentHuggingPriority", "verticalHuggingPriority": "setContentHuggingPriority",
    "horizontalCompressionResistancePriority": "setContentCompressionResistancePriority",
    "verticalCompressionResistancePriority": "setContentCompressionResistancePriority",
    "hidden": "isHidden", "contentMode": "contentMode", "textAlignment": "textAlignment", "axis": "axis",
    "alignment": "alignment", "distribution": "distribution", "pointSize": "withSize", "size": "NSFont(descriptor",
    "type": None, "weight": None, "name": None, "family": None, "metaFont": None,
}
COLOR_MEMBERS = {"highlightedColor": "highlightedTextColor", "titleColor": "setTitleColor"}
# The raw value of each word Interface Builder writes for a UIKit enumeration, as the SDK's headers
# declare the cases (UIView.h `UIViewContentMode`, NSText.h `NSTextAlignment` with iOS's values,
# UIView.h `UILayoutConstraintAxis`, UIStackView.h `UIStackViewAlignment`, where `top` is `leading`
# and `bottom` is `trailing`, and `UIStackViewDistribution`): a runtime attribute carries the number.
UIKIT_RAW_VALUES = {
    "contentMode": ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom",
                    "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight"],
    "textAlignment": ["left", "center", "right", "justified", "natural"],
    "axis": ["horizontal", "vertical"],
    "alignment": [("fill",), ("leading", "top"), ("firstBaseline",), ("center",), ("trailing", "bottom"),
                  ("lastBaseline",)],
    "distribution": ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"],
}


def uikit_raw_value(attribute, word):
    """The raw value of an enumeration's word in a UIKit document, as a string; None when unknown."""
    for raw, names in enumerate(UIKIT_RAW_VALUES.get(attribute, [])):
        if word == names or (isinstance(names, tuple) and word in names):
            return str(raw)
    return None
SETTER = re.compile(r"@IBInspectable\s+var\s+(\w+)\s*:[^{]*\{[^}]*\}\s*set\s*\{([^}]*)\}", re.S)


def same_value(left, right):
    """Whether two attribute values are one value: numbers by value, words as written."""
    if left == right:
        return True
    try:
        # Xcode versions spell one colour component with other digits (0.9529411765 and
        # 0.95294117647058818): equal to a millionth is one value, as the canonical form rounds.
        return abs(float(left) - float(right)) <= 1e-6 * max(1.0, abs(float(left)))
    except (TypeError, ValueError):
        return False


def multiplier_value(text):
    """A multiplier by value (`8:5`, `1.6000000000000001` and `1.6` are one), or None for the default."""
    if text is None:
        return None
    try:
        if ":" in text:
            numerator, denominator = text.split(":", 1)
            return round(float(numerator) / float(denominator), 6)
        return round(float(text), 6)
    except (ValueError, ZeroDivisionError):
        return text


def keyed(steps):
    """A path's steps, a keyed element named by its key (a layout guide's place among its siblings
    changes when the xib gains a safe area guide), as a tuple; () for None."""
    return tuple((tag, key) if key else (tag, index) for tag, key, index in steps or [])


def constraint_signature(document, constraint, root):
    """What a constraint ties, apart from its values: attributes, relation and the paths of its items."""
    owner_list = document.parent(constraint)
    owner = document.parent(owner_list) if owner_list is not None else None

    def item(name):
        # No first item: the view whose list holds the constraint.
        target = document.by_id.get(constraint.get(name)) if constraint.get(name) else (
            owner if name == "firstItem" else None)
        if target is None:
            return None if not constraint.get(name) else ("outside", constraint.get(name))
        if target is root:
            return ()
        return keyed(element_path(document, target, root)) or ("outside",)
    return (item("firstItem"), constraint.get("firstAttribute"), constraint.get("relation"),
            item("secondItem"), constraint.get("secondAttribute"), multiplier_value(constraint.get("multiplier")),
            keyed(element_path(document, owner, root)) if owner is not None and owner is not root else ())


UNPAIRED = {"connections", "userDefinedRuntimeAttributes", "variation", "accessibility"}


def is_note(element):
    """Whether an element is a designer's note (`<attributedString key="userComments">`)."""
    return element.tag == "attributedString" and element.get("key") == "userComments"


def paired_elements(before, root, xib, top, generated=()):
    """(copy element, xib element) for each element of the copy, the xib's at its place: views and
    properties by their path, constraints by what they tie (their order is free). Where the xib has
    a placeholder of another generated class (a nested copy, extracted first), the copy's subtree
    there is that class's to draw, and is left out (with the constraints inside it)."""
    pairs = [(root, top)]
    nested = set()
    for element in root.iter():
        if element is root or element.tag == "constraint":
            continue
        steps = element_path(before, element, root)
        counterpart = at_path(top, steps) if steps is not None else None
        if counterpart is not None and counterpart.get("customClass") in generated:
            nested.add(id(element))
    by_signature = {}
    for element in top.iter("constraint"):
        by_signature.setdefault(constraint_signature(xib, element, top), []).append(element)
    for element in root.iter():
        if element is root or id(element) in nested or any(
                id(ancestor) in nested for ancestor in ancestors(before, element, root)):
            continue
        if element.tag == "constraint":
            matches = by_signature.get(constraint_signature(before, element, root), [])
            pairs.append((element, matches.pop(0) if matches else None))
            continue
        # Wiring and the copy's own runtime attributes are other columns' (their order is free);
        # the notes Interface Builder keeps for the designer (`userComments`) are not compiled.
        if element.tag in UNPAIRED or is_note(element) or any(
                ancestor.tag in UNPAIRED or ancestor.tag == "constraint" or is_note(ancestor)
                for ancestor in ancestors(before, element, root)):
            continue
        steps = element_path(before, element, root)
        pairs.append((element, at_path(top, steps) if steps is not None else None))
    return pairs


def ancestors(document, element, root):
    found = []
    current = document.parent(element)
    while current is not None and current is not root:
        found.append(current)
        current = document.parent(current)
    return found


def runtime_values(placeholder):
    """keyPath -> value a placeholder's runtime attribute carries: a number, a flag, or a colour's
    attributes without its key."""
    values = {}
    for attributes in placeholder.findall("userDefinedRuntimeAttributes"):
        for attribute in attributes.findall("userDefinedRuntimeAttribute"):
            kind = attribute.get("type")
            if kind in ("number",):
                element = attribute.find("real")
                if element is None:
                    element = attribute.find("integer")
                values[attribute.get("keyPath")] = element.get("value") if element is not None else None
            elif kind == "boolean":
                values[attribute.get("keyPath")] = attribute.get("value")
            elif kind == "color":
                color = attribute.find("color")
                values[attribute.get("keyPath")] = (
                    {k: v for k, v in color.attrib.items() if k != "key"} if color is not None else None)
    return values


def count_layout_values_lost(placeholders, changed, swift_of_class, xib_of_wrapper, generated):
    """(file, placeholder id, element path, attribute) for each layout value of a replaced copy that
    the app would no longer have: where the xib that draws the copy has another value at the
    element's place, the placeholder must carry the copy's value in a runtime attribute whose
    inspectable property's setter assigns the member for that value on an outlet the xib connects
    to the element (its view, for a colour or a font), or on the wrapper itself for its root."""
    lost = []
    for path, placeholder in placeholders:
        before, _ = changed[path]
        root = before.by_id.get(placeholder.get("id"))
        name = placeholder.get("customClass") or ""
        base = name[:-len("Placeholder")] if name.endswith("Placeholder") else name
        xib = nearest(xib_of_wrapper, base, path)
        top = xib.top_level_view() if xib is not None else None
        if root is None or top is None:
            continue
        swift = nearest(swift_of_class, base, path, "") + nearest(swift_of_class, name, path, "")
        setters = {match.group(1): match.group(2) for match in SETTER.finditer(swift)}
        outlets = {}
        for holder in (xib.files_owner(), top):
            if holder is not None:
                for connections in holder.findall("connections"):
                    for outlet in connections.findall("outlet"):
                        outlets[outlet.get("property")] = xib.by_id.get(outlet.get("destination"))
        carried = runtime_values(placeholder)
        size_constraints = {id(child) for list_ in root.findall("constraints") for child in list_
                            if child.tag == "constraint" and not child.get("secondItem")
                            and child.get("firstItem", root.get("id")) == root.get("id")}

        def reaches(target, member, value, compare):
            for key, setter in setters.items():
                if key not in carried or not compare(carried[key], value) or member not in setter:
                    continue
                receiver = re.search(r"(\w+)\??\.", setter.strip())
                if receiver and (outlets.get(receiver.group(1)) is target
                                 or (receiver.group(1) == "self" and target is top)):
                    return True
            return False

        for element, counterpart in paired_elements(before, root, xib, top, generated):
            if id(element) in size_constraints or element is root:
                continue
            where = "/".join(f"{tag}[{index}]" for tag, _key, index in element_path(before, element, root) or [])
            if counterpart is None:
                # A constraint the xib lacks is `constraints_lost`'s when it ties something outside.
                if element.tag == "constraint" and "outside" not in str(constraint_signature(before, element, root)):
                    lost.append((path, placeholder.get("id"), where, "*"))
                continue
            if element.tag == "color":
                mine = {k: v for k, v in element.attrib.items() if k != "key"}
                theirs = {k: v for k, v in counterpart.attrib.items() if k != "key"}
                if mine.keys() == theirs.keys() and all(same_value(mine[k], theirs[k]) for k in mine):
                    continue
                owner = xib.parent(counterpart)
                if owner is not None and owner.tag in ("textFieldCell", "state"):
                    owner = xib.parent(owner)
                key = element.get("key", "")
                member = COLOR_MEMBERS.get(key, key)
                compare = (lambda carried_value, value: isinstance(carried_value, dict) and carried_value.keys() == value.keys()
                           and all(same_value(carried_value[k], value[k]) for k in value))
                if not reaches(owner, member, mine, compare):
                    lost.append((path, placeholder.get("id"), where, key))
                continue
            for attribute, member in LAYOUT_ATTRIBUTES.items():
                default = "0" if (element.tag == "constraint" and attribute == "constant") else None
                mine = element.get(attribute, default)
                theirs = counterpart.get(attribute, default)
                if same_value(mine, theirs):
                    continue
                target = counterpart
                if element.tag in ("fontDescription", "font"):
                    target = xib.parent(counterpart)
                    if target is not None and target.tag == "textFieldCell":
                        target = xib.parent(target)
                compare = same_value
                if not before.is_macos and attribute in UIKIT_RAW_VALUES:
                    # A word is carried as its raw value.
                    compare = (lambda carried_value, value, attribute=attribute:
                               same_value(carried_value, value)
                               or (uikit_raw_value(attribute, value) is not None
                                   and same_value(carried_value, uikit_raw_value(attribute, value))))
                if member is None or mine is None or not reaches(target, member, mine, compare):
                    lost.append((path, placeholder.get("id"), where, attribute))
    return lost


def is_tied_to_ancestor(document, constraint, placeholder, other_item):
    """Whether a constraint's other item is an ancestor of the placeholder, or a layout guide of one."""
    if other_item is None:
        # No first item: the view whose <constraints> list holds the constraint.
        other = document.parent(document.parent(constraint))
    else:
        other = document.by_id.get(other_item)
    if other is not None and other.tag in ("viewLayoutGuide", "layoutGuide"):
        # A scroll view's content guide is as large as what it holds: it fixes nothing.
        if other.get("key") == "contentLayoutGuide":
            return False
        other = document.parent(other)
    elif other is not None and other.tag in ("scrollView", "tableView", "collectionView", "textView", "clipView"):
        # Edges tied to a scroll view itself are tied to its content area.
        return False
    ancestor = document.parent(placeholder)
    while ancestor is not None:
        if ancestor is other:
            return True
        ancestor = document.parent(ancestor)
    return False


def count_open_sizes(placeholders, changed):
    """(file, id, dimension) for each placeholder dimension that nothing fixes at design time."""
    found = []
    for path, placeholder in placeholders:
        document = changed[path][1]
        parent = document.parent(placeholder)
        grandparent = document.parent(parent) if parent is not None else None
        arranged = grandparent is not None and grandparent.tag == "stackView"
        if placeholder.get("translatesAutoresizingMaskIntoConstraints") != "NO" and not arranged:
            continue
        sized = set()
        anchors = {"width": set(), "height": set()}
        own = placeholder.find("constraints")
        for constraint in (own if own is not None else []):
            if constraint.get("secondItem") is None and constraint.get("firstItem", placeholder.get("id")) == placeholder.get("id"):
                sized.add(constraint.get("firstAttribute"))
        object_id = placeholder.get("id")
        for constraint in document.root.iter("constraint"):
            if document.is_inside(constraint, placeholder) or arranged:
                continue
            for item, attribute, other in (("firstItem", "firstAttribute", "secondItem"),
                                           ("secondItem", "secondAttribute", "firstItem")):
                if constraint.get(item) != object_id:
                    continue
                name = constraint.get(attribute)
                if name in ("width", "height"):
                    sized.add(name)
                elif is_tied_to_ancestor(document, constraint, placeholder, constraint.get(other)):
                    if name in HORIZONTAL_ANCHORS:
                        anchors["width"].add(name)
                    if name in VERTICAL_ANCHORS:
                        anchors["height"].add(name)
        for dimension, intrinsic in (("width", "placeholderIntrinsicWidth"), ("height", "placeholderIntrinsicHeight")):
            if dimension in sized or placeholder.get(intrinsic) is not None or len(anchors[dimension]) >= 2:
                continue
            found.append((path, object_id, dimension))
    return found


# ---------------------------------------------------------------------------------------------
# What the app's code does with the objects it holds

SOURCE_SUFFIXES = (".swift", ".m", ".mm", ".h")
SKIPPED_SOURCE_FOLDERS = {"Pods", "Carthage", ".build", "build", "DerivedData", "node_modules", ".git"}
# Comments and string literals (Swift raw and multi-line strings in their simple forms).
NOT_CODE = re.compile(r'//[^\n]*|/\*.*?\*/|""".*?"""|#".*?"#|@?"(?:\\.|[^"\\\n])*"', re.S)
STRUCTURE_MEMBERS = (
    "subviews|insertSubview|exchangeSubview|exchangeSubviewAtIndex|bringSubviewToFront|sendSubviewToBack|"
    "bringSubview|sendSubview|sortSubviews|replaceSubview|constraints|addConstraints?|removeConstraints?|"
    "(?:set)?[lL]ayoutMargins|(?:set)?[dD]irectionalLayoutMargins|layoutMarginsGuide|"
    "(?:set)?[pP]reservesSuperviewLayoutMargins|(?:set)?[iI]nsetsLayoutMarginsFromSafeArea|readableContentGuide")
LOOKS_MEMBERS = (
    "(?:set)?[bB]ackgroundColor|layer|(?:set)?[tT]intColor|(?:set)?[aA]lpha|isHidden|(?:set)?[hH]idden|"
    "(?:set)?[cC]lipsToBounds")


def app_sources(copy):
    """{path: code} for the Swift and Objective-C files of a folder, comments and literals blanked
    (line breaks kept)."""
    sources = {}
    for directory, folders, names in os.walk(copy):
        folders[:] = [name for name in folders if name not in SKIPPED_SOURCE_FOLDERS]
        for name in names:
            if not name.endswith(SOURCE_SUFFIXES):
                continue
            path = os.path.join(directory, name)
            try:
                with open(path, encoding="utf-8", errors="replace") as handle:
                    text = handle.read(4 << 20)
            except OSError:
                continue
            sources[os.path.relpath(path, copy)] = NOT_CODE.sub(
                lambda match: " " * len(match.group(0)) if "\n" not in match.group(0)
                else re.sub(r"[^\n]", " ", match.group(0)), text)
    return sources


def holder_uses(sources, holder, how, members):
    """(file, line) of each use of `members` on the object a holder class reaches `how`: an
    ("outlet", property), ("collection", property) or ("tag", number)."""
    name = re.escape(holder)
    own = re.compile(r"(?:\bclass|\bextension|@interface|@implementation)\s+" + name + r"\b|@objc\(\s*" + name + r"\s*\)")
    mentions = re.compile(r"\b" + name + r"\b")
    kind, value = how
    found = []
    for path, code in sorted(sources.items()):
        if holder not in code:
            continue
        is_own = bool(own.search(code))
        if not is_own and not mentions.search(code):
            continue
        patterns = []
        if kind == "outlet":
            prop = re.escape(value)
            patterns.append(r"\.\s*" + prop + r"\s*[?!]?\s*\.\s*(?:" + members + r")\b")
            patterns.append(r"\[\s*\w+\s*\.\s*" + prop + r"\s+(?:" + members + r")\b")
            if is_own:
                patterns.append(r"(?<![\w.$])_?" + prop + r"\s*[?!]?\s*\.\s*(?:" + members + r")\b")
                patterns.append(r"\[\s*(?:_" + prop + r"|\[\s*self\s+" + prop + r"\s*\])\s+(?:" + members + r")\b")
        elif kind == "collection" and is_own:
            prop = re.escape(value)
            for loop in re.finditer(r"for\s*\(?\s*(?:\w+\s*\*\s*)?(?:let\s+|var\s+)?(\w+)\s+in\s+(?:self\s*\.\s*|_)?" + prop + r"\b", code):
                variable = re.escape(loop.group(1))
                patterns.append(r"(?<![\w.$])" + variable + r"\s*[?!]?\s*\.\s*(?:" + members + r")\b")
                patterns.append(r"\[\s*" + variable + r"\s+(?:" + members + r")\b")
            if re.search(prop + r"\s*[?!]?\s*\.\s*forEach", code):
                patterns.append(r"\$0\s*[?!]?\s*\.\s*(?:" + members + r")\b")
            patterns.append(prop + r"\s*(?:\[[^\]\n]*\]|[?!]?\s*\.\s*(?:first|last|firstObject|lastObject)\b)\s*[?!]?\s*\.\s*(?:" + members + r")\b")
        elif kind == "tag" and is_own:
            patterns.append(r"viewWithTag\s*\(\s*" + str(value) + r"\s*\)(?:\s*as[?!]?\s*[\w.]+\s*\))?\s*[?!]?\s*\.\s*(?:" + members + r")\b")
            patterns.append(r"viewWithTag:\s*" + str(value) + r"\s*\]\s*\.?\s*(?:" + members + r")\b")
        for pattern in patterns:
            for match in re.finditer(pattern, code):
                found.append((path, code.count("\n", 0, match.start()) + 1))
    return sorted(set(found))


def held_paths(document, placeholder):
    """(holder class, how) for each way a document hands a placeholder to the app's code."""
    paths = []
    object_id = placeholder.get("id")
    for element in document.root.iter():
        if element.tag not in ("outlet", "outletCollection") or element.get("destination") != object_id:
            continue
        parent = document.parent(element)
        owner = document.parent(parent) if parent is not None and parent.tag == "connections" else None
        if owner is not None and owner.get("customClass") and not document.is_inside(element, placeholder):
            kind = "outlet" if element.tag == "outlet" else "collection"
            paths.append((owner.get("customClass"), (kind, element.get("property"))))
    tag = placeholder.get("tag")
    if tag and tag.lstrip("-").isdigit() and int(tag) != 0:
        ancestor = document.parent(placeholder)
        holders = set()
        while ancestor is not None:
            if ancestor.get("customClass"):
                holders.add(ancestor.get("customClass"))
            ancestor = document.parent(ancestor)
        owner = document.files_owner()
        if owner is not None and owner.get("customClass"):
            holders.add(owner.get("customClass"))
        paths += [(holder, ("tag", int(tag))) for holder in sorted(holders)]
    return paths


def count_code_on_wrappers(placeholders, changed, xib_of_class, read_sources):
    """(reaching, styled, hidden): the uses of NibView placeholders' subviews or constraints, of
    their looks, and of their looks where the wrapper does not take its content's, each
    (document, object id, source file, line)."""
    wrapped = [(path, placeholder) for path, placeholder in placeholders
               if placeholder.get("customClass") in xib_of_class]
    if not wrapped:
        return [], [], []
    sources = read_sources()
    takes_looks = any(re.search(r"\bclass\s+NibView\b", code) and "takeLooks" in code for code in sources.values())
    reaching, styled, hidden = [], [], []
    for path, placeholder in wrapped:
        _, after = changed[path]
        content = xib_of_class[placeholder.get("customClass")][0][1].top_level_view()
        plain_content = content is not None and not content.get("customClass")
        for holder, how in held_paths(after, placeholder):
            for file, line in holder_uses(sources, holder, how, STRUCTURE_MEMBERS):
                reaching.append((path, placeholder.get("id"), file, line))
            for file, line in holder_uses(sources, holder, how, LOOKS_MEMBERS):
                styled.append((path, placeholder.get("id"), file, line))
                if not (plain_content and takes_looks):
                    hidden.append((path, placeholder.get("id"), file, line))
    return sorted(set(reaching)), sorted(set(styled)), sorted(set(hidden))


PUBLIC_OUTLET = re.compile(r"^\s*@IBOutlet\s+(?:weak\s+)?var\s+(\w+)\s*:", re.M)
# `port?.setValue(x, forKey: "k")` and `(port as? NSObject)?.setValue(x, forKey: "k")`.
PORT_KEY = re.compile(r'\b(\w+)(?:\s+as\?\s*\w+\s*\))?\s*\?\s*\.\s*setValue\([^\n]*forKey:\s*"([^"]+)"')


def count_ports(new_swift, changed, new_documents, read_sources):
    """(unconnected, undeclared): each (wrapper file, port) declared that no placeholder of the
    wrapper's classes connects, and each (wrapper file, port, key) whose key no source declares."""
    unconnected, undeclared = [], []
    documents = [after for _, after in changed.values()] + list(new_documents.values())
    for path, text in sorted(new_swift.items()):
        classes = set(FINAL_CLASS.findall(text))
        ports = PUBLIC_OUTLET.findall(text)
        if not classes or not ports:
            continue
        connected = {}
        keyed = keyed_ports(text)
        # The names keyed ports hand over by key: each connecting placeholder's `<port>Key`.
        keyed_keys = []
        for document in documents:
            for element in document.root.iter():
                if element.get("customClass") not in classes:
                    continue
                strings = placeholder_strings(element)
                for connections in element.findall("connections"):
                    for outlet in connections.findall("outlet"):
                        target = document.by_id.get(outlet.get("destination"))
                        connected.setdefault(outlet.get("property"), []).append((document, target))
                        port = outlet.get("property")
                        name = strings.get(port + "Key")
                        if port in keyed and name is not None and name not in keyed[port][0]:
                            keyed_keys.append((port, name, target))
        # A port of an earlier round's class inside a later round's xib is handed its object by
        # the later wrapper's port (`inner?.setValue(holder, forKey: "<port>")`).
        forwarded = {key for other in new_swift.values() for _, key in PORT_KEY.findall(other)}
        for port in ports:
            if port not in connected and port not in forwarded:
                unconnected.append((path, port))
        literal = [(port, key, [target for _, target in connected.get(port, [])])
                   for port, key in PORT_KEY.findall(text) if port in ports]
        for port, key, targets in literal + [(port, key, [target]) for port, key, target in keyed_keys]:
            holders = {target.get("customClass") for target in targets
                       if target is not None and target.get("customClass")}
            # Only holders whose class the app's sources declare: the key is then theirs to declare.
            sources = read_sources()
            if not any(re.search(r"(?:\bclass|@interface|@implementation)\s+" + re.escape(holder) + r"\b|@objc\(\s*"
                                 + re.escape(holder) + r"\s*\)", code)
                       for holder in holders for code in sources.values() if holder in code):
                continue
            name = re.escape(key)
            # `var k`, `@property … k;`, an ivar `Type *k;`, `id k;`, `id<P> k;`, `IBOutlet … k, *other;`.
            declaration = re.compile(
                r"\b(?:var|let)\s+" + name + r"\b|@property[^;\n]*\b" + name + r"\s*;|"
                r"(?:\*|\bid(?:\s*<[^>\n]*>)?)\s*" + name + r"\s*[;,]|IBOutlet[^;\n]*\b" + name + r"\s*[;,]")
            if not any(declaration.search(code) for code in sources.values() if key in code):
                undeclared.append((path, port, key))
    return sorted(set(unconnected)), sorted(set(undeclared))


# The kinds of views, as Interface Builder's elements and the frameworks' classes name them: a
# class named by one of them alone (`TableView`, `PopUpButtonLayoutView`, `LayoutView`) or an
# outlet named so (`label2`, `matrix`) says only what kind of view it is.
VIEW_KINDS = {
    "", "stack", "stackview", "button", "label", "image", "imageview", "text", "textfield", "textview", "field",
    "table", "tableview", "collection", "collectionview", "scroll", "scrollview", "popup", "popupbutton",
    "segmented", "segmentedcontrol", "control", "slider", "switch", "matrix", "box", "custom", "customview",
    "picker", "pickerview", "datepicker", "searchfield", "searchbar", "stepper", "view", "container", "content",
}
INNER_OUTLET = re.compile(r"^\s*@IBOutlet\s+private\s+(?:weak\s+)?var\s+(\w+)\s*:", re.M)


def is_fallback_name(name, is_class=True):
    """Whether a name is a view kind alone, numbered or not: a class `<Kind>[Layout]View[N]`
    (`StackLayoutView`, `TableView`), an outlet `<kind>[N]` (`label2`, `imageView`)."""
    stem = re.sub(r"\d+$", "", name)
    if is_class:
        if not stem.endswith("View"):
            return False
        stem = stem[:-len("View")]
        stem = stem[:-len("Layout")] if stem.endswith("Layout") else stem
    return stem.lower() in VIEW_KINDS and (stem != "" or is_class)


def count_fallback_names(rewrite, copy):
    """(all, unsaid): (file, name) for each generated class or inner outlet named by kinds alone,
    and those of them the rewrite's JSON does not call a guess."""
    found, unsaid = [], []
    for cluster in rewrite.get("clusters", []):
        swift = cluster.get("swift")
        notes = cluster.get("noteIDs", [])
        text = " ".join(cluster.get("notes", []))
        if not swift or not os.path.exists(os.path.join(copy, swift)):
            continue
        name = cluster.get("className", "")
        if is_fallback_name(name, is_class=True):
            found.append((swift, name))
            if "guessed-class-name" not in notes:
                unsaid.append((swift, name))
        with open(os.path.join(copy, swift), encoding="utf-8") as handle:
            outlets = INNER_OUTLET.findall(handle.read())
        for outlet in outlets:
            if is_fallback_name(outlet, is_class=False):
                found.append((swift, outlet))
                said = "outlets-named-by-kind" in notes or "properties-named-by-kind" in notes
                if not said or not re.search(r"\b" + outlet + r"\b", text):
                    unsaid.append((swift, outlet))
    return sorted(set(found)), sorted(set(unsaid))


# ---------------------------------------------------------------------------------------------
# The run


def measure(folder, binary, thresholds, excludes, rewrite_options=()):
    """Rewrites a copy of `folder` and returns every count, with the offending items."""
    with tempfile.TemporaryDirectory(prefix="xibify-faithfulness-") as temporary:
        copy = os.path.join(temporary, "copy")
        shutil.copytree(folder, copy, symlinks=True)
        make_writable(copy)
        excludes = legacy_archive_excludes(copy) + excludes
        exclude_args = [argument for pattern in excludes for argument in ("--exclude", pattern)]
        paths_before, ib_before = snapshot(copy)

        report, _, _ = run_xibify(binary, copy, ["report", "."] + thresholds + exclude_args)
        rewrite, status, stderr = run_xibify(
            binary, copy, ["rewrite", ".", "--write"] + thresholds + exclude_args + list(rewrite_options))
        listed = [entry for entry in rewrite.get("files", []) if entry.get("kind") not in ("strings", "project")]
        if listed and not rewrite.get("written"):
            fail(f"xibify rewrite --write wrote nothing (exit {status}); refused inputs?\n{stderr}")
        counts = measure_rewritten(copy, paths_before, ib_before, report, rewrite, status)
    result = {"folder": folder, "thresholds": " ".join(thresholds), "excluded": excludes, "xibify_exit": status}
    result.update(counts)
    return result


def make_writable(copy):
    """Adds the owner's write permission to every file of a copy (links are left alone)."""
    # The copy is ours to rewrite: a read-only source (a shared corpus) would make
    # `rewrite --write` refuse its files (exit 77) without --force.
    for directory, _, names in os.walk(copy):
        for name in names:
            path = os.path.join(directory, name)
            if not os.path.islink(path):
                os.chmod(path, os.stat(path).st_mode | 0o200)


def measure_rewritten(copy, paths_before, ib_before, report, rewrite, status):
    """Every count for a folder that `rewrite --write` has just rewritten in place.

    `paths_before` and `ib_before` are `snapshot(copy)` taken before the rewrite; `report` and
    `rewrite` are the JSON of `xibify report` and `xibify rewrite --write` at the same thresholds,
    and `status` the rewrite's exit status. Used by this script and by field_trial.py."""
    paths_after, ib_after = snapshot(copy)

    # IB files and Swift sources are compared here; translation files (.strings) and projects
    # are checked elsewhere (CorpusRewriteTests, target_members.py).
    listed = sorted(
        entry["path"] for entry in rewrite.get("files", []) if entry.get("kind") not in ("strings", "project"))
    changed_paths = sorted(path for path in ib_before if ib_after.get(path) != ib_before[path])
    new_paths = sorted(path for path in paths_after - paths_before if path.endswith((".xib", ".swift")))
    warnings = []
    if status == 65:
        warnings.append("xibify refused an input (exit 65); see its messages with xibify report")
    if sorted(changed_paths + new_paths) != listed:
        warnings.append(f"files changed on disk {sorted(changed_paths + new_paths)} differ from those xibify lists {listed}")

    changed = {path: (Document(path, ib_before[path]), Document(path, ib_after[path]))
               for path in changed_paths if path in ib_after}
    translations_lost = count_translations_lost(changed, copy)
    new_documents = {path: Document(path, ib_after[path]) for path in new_paths if path.endswith(".xib")}
    new_swift = {}
    for path in new_paths:
        if path.endswith(".swift"):
            with open(os.path.join(copy, path), encoding="utf-8") as handle:
                new_swift[path] = handle.read()

    declared = superclasses_in(new_swift.values())
    # A generated class that subclasses an app class by its Swift name (`class X: SearchField`)
    # is of the Objective-C class IB names (`iTermSearchField`) too: the same class.
    for swift_name, runtime_name in objc_names_in(copy, set(new_swift)).items():
        if swift_name != runtime_name and swift_name not in declared:
            declared[swift_name] = [runtime_name]
    generated = set()
    for text in new_swift.values():
        generated.update(FINAL_CLASS.findall(text))
    xib_of_class = {}
    for xib_path, document in sorted(new_documents.items()):
        owner = document.files_owner()
        if owner is not None and owner.get("customClass"):
            generated.add(owner.get("customClass"))
            xib_of_class.setdefault(owner.get("customClass"), []).append((xib_path, document))

    placeholders = find_placeholders(changed, generated)
    class_changes = count_class_changes(placeholders, changed, declared)
    launch_screens = count_launch_screens(changed)
    top_level = count_top_level_views(changed, generated)
    duplicate_keys = count_duplicate_keys(changed, new_documents)
    empty_wrappers = count_empty_wrappers(new_swift)
    state_on_both = count_state_on_both(placeholders, xib_of_class)
    swift_of_class = {}
    for swift_path, text in sorted(new_swift.items()):
        for name in FINAL_CLASS.findall(text):
            swift_of_class.setdefault(name, []).append((swift_path, text))
    outlets_lost = count_outlets_lost(placeholders, changed, swift_of_class, new_documents)
    xib_of_wrapper = {}
    for xib_path, document in sorted(new_documents.items()):
        owner = document.files_owner()
        top = document.top_level_view()
        for holder in (owner, top):
            if holder is not None and holder.get("customClass"):
                entries = xib_of_wrapper.setdefault(holder.get("customClass"), [])
                if all(entry[0] != xib_path for entry in entries):
                    entries.append((xib_path, document))
    constraints_lost = count_constraints_lost(placeholders, changed, swift_of_class, xib_of_wrapper)
    open_sizes = count_open_sizes(placeholders, changed)
    frames_changed = count_frames_changed(placeholders, changed, xib_of_wrapper)
    identity_lost = count_identity_lost(placeholders, changed, declared, swift_of_class, xib_of_wrapper)
    layout_values_lost = count_layout_values_lost(placeholders, changed, swift_of_class, xib_of_wrapper, generated)
    # The app's sources, read once when a count needs them.
    read = {}

    def read_sources():
        if "sources" not in read:
            read["sources"] = app_sources(copy)
        return read["sources"]

    code_reaching, code_styled, code_hidden = count_code_on_wrappers(placeholders, changed, xib_of_class, read_sources)
    ports_unconnected, kvc_undeclared = count_ports(new_swift, changed, new_documents, read_sources)
    fallback_names, fallback_unsaid = count_fallback_names(rewrite, copy)

    # A copy has a run-time problem when it hands a reference another class, sits in a launch
    # screen, or replaced a top-level xib view.
    problem_copies = {(entry["file"], entry["object"]) for entry in class_changes}
    problem_copies |= set(top_level)
    problem_copies |= {(path, placeholder.get("id")) for path, placeholder in placeholders if path in launch_screens}

    clusters = report.get("clusters", [])
    return {
        "columns": {
            "replaced": len(placeholders),
            "class_changed": len(class_changes),
            "launch_screens": len(launch_screens),
            "top_level_xib_views": len({path for path, _ in top_level}),
            "duplicate_keys": len(duplicate_keys),
            "empty_wrappers": len(empty_wrappers),
            "state_on_both": len(state_on_both),
            "open_sizes": len(open_sizes),
            "outlets_lost": len(outlets_lost),
            "constraints_lost": len(constraints_lost),
            "translations_lost": len(translations_lost),
            "identity_lost": len(identity_lost),
            "code_reaches_wrapper": len(code_reaching),
            "styled_hidden": len(code_hidden),
            "ports_unconnected": len(ports_unconnected),
            "kvc_keys_undeclared": len(kvc_undeclared),
            "fallback_names_unsaid": len(fallback_unsaid),
            "frames_changed": len(frames_changed),
            "layout_values_lost": len(layout_values_lost),
        },
        "fallback_names": len(fallback_names),
        "styled_wrappers": len(code_styled),
        "copies_with_runtime_problem": len(problem_copies),
        "clusters_found": len(clusters),
        "copies_found": sum(len(cluster["instances"]) for cluster in clusters),
        "clusters_extracted": len(new_documents),
        "files_changed": changed_paths,
        "files_created": new_paths,
        "class_changes": class_changes,
        "launch_screen_files": launch_screens,
        "top_level_views": [{"file": path, "object": object_id} for path, object_id in top_level],
        "duplicate_key_elements": duplicate_keys,
        "empty_wrapper_classes": [{"file": path, "class": name} for path, name in empty_wrappers],
        "state_on_both_layers": [{"file": path, "object": object_id, "attribute": attribute}
                                 for path, object_id, attribute in state_on_both],
        "lost_translations": [{"file": path, "language": language, "object": object_id}
                              for path, language, object_id in translations_lost],
        "lost_outlets": [{"file": path, "line": line, "property": name} for path, line, name in outlets_lost],
        "lost_constraints": [{"file": path, "line": line, "constraint": name} for path, line, name in constraints_lost],
        "lost_identities": [{"file": path, "object": object_id, "attribute": attribute}
                            for path, object_id, attribute in identity_lost],
        "code_reaching_wrappers": [{"file": path, "object": object_id, "source": source, "line": line}
                                   for path, object_id, source, line in code_reaching],
        "code_styling_wrappers": [{"file": path, "object": object_id, "source": source, "line": line}
                                  for path, object_id, source, line in code_styled],
        "fallback_name_list": [{"file": path, "name": name, "said": (path, name) not in fallback_unsaid}
                               for path, name in fallback_names],
        "unconnected_ports": [{"file": path, "port": port} for path, port in ports_unconnected],
        "undeclared_keys": [{"file": path, "port": port, "key": key} for path, port, key in kvc_undeclared],
        "lost_layout_values": [{"file": path, "object": object_id, "element": where, "attribute": attribute}
                               for path, object_id, where, attribute in layout_values_lost],
        "changed_frames": [{"file": path, "object": object_id, "view": view_id}
                           for path, object_id, view_id in frames_changed],
        "open_size_placeholders": [{"file": path, "object": object_id, "dimension": dimension}
                                   for path, object_id, dimension in open_sizes],
        "warnings": warnings,
    }


def print_table(result):
    columns = result["columns"]
    print(f"{result['folder']} ({result['thresholds']}; xibify exit {result['xibify_exit']})")
    if result["excluded"]:
        print(f"excluded: {', '.join(result['excluded'])}")
    print(f"{'column':<22}{'count':>6}")
    for name, count in columns.items():
        print(f"{name:<22}{count:>6}")
    share = 100.0 * result["clusters_extracted"] / result["clusters_found"] if result["clusters_found"] else 0.0
    print(f"clusters extracted:   {result['clusters_extracted']} of {result['clusters_found']} ({share:.0f} %)")
    print(f"copies replaced:      {columns['replaced']} of {result['copies_found']}")
    print(f"copies with a run-time problem (class change, launch screen, top-level view): "
          f"{result['copies_with_runtime_problem']} of {columns['replaced']}")
    if result["class_changes"]:
        print("references handed another class:")
        for entry in result["class_changes"]:
            print(f"  {entry['file']}:{entry['line']}: {entry['property']} ({entry['attribute']}) "
                  f"expects {entry['expected']}, gets {entry['received']} (id {entry['object']})")
    for path in result["launch_screen_files"]:
        print(f"launch screen changed: {path}")
    for entry in result["top_level_views"]:
        print(f"top-level xib view replaced: {entry['file']} (id {entry['object']})")
    for entry in result["duplicate_key_elements"]:
        print(f"duplicate key: {entry['file']}:{entry['line']}: <{entry['element']}> has two key=\"{entry['key']}\"")
    for entry in result["empty_wrapper_classes"]:
        print(f"empty wrapper: {entry['file']} ({entry['class']})")
    for entry in result["state_on_both_layers"]:
        print(f"on both layers: {entry['file']} (id {entry['object']}): {entry['attribute']}")
    for entry in result["lost_translations"]:
        print(f"translation lost: {entry['file']} ({entry['language']}): {entry['object']}")
    for entry in result["lost_outlets"]:
        print(f"outlet lost: {entry['file']}:{entry['line']}: {entry['property']}")
    for entry in result["lost_constraints"]:
        print(f"constraint lost: {entry['file']}:{entry['line']}: {entry['constraint']}")
    for entry in result["open_size_placeholders"]:
        print(f"open size: {entry['file']} (id {entry['object']}): {entry['dimension']}")
    for warning in result["warnings"]:
        print(f"warning: {warning}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder")
    parser.add_argument("--xibify", default=os.path.join(os.path.dirname(__file__), "..", ".build", "release", "xibify"))
    parser.add_argument("--min-views", type=int, default=2)
    parser.add_argument("--min-elements", type=int, default=8)
    parser.add_argument("--exclude", action="append", default=[], metavar="GLOB",
                        help="passed on to xibify (relative to the folder); repeatable")
    parser.add_argument("--style", choices=["auto", "nibview", "substitution"],
                        help="passed on to xibify rewrite (default: its own, auto)")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    options = parser.parse_args()
    if not os.path.exists(options.xibify):
        fail(f"{options.xibify} not found: build it first (swift build -c release)")
    if not os.path.isdir(options.folder):
        fail(f"{options.folder} is not a folder")

    thresholds = ["--min-views", str(options.min_views), "--min-elements", str(options.min_elements)]
    rewrite_options = ["--style", options.style] if options.style else []
    result = measure(options.folder, os.path.abspath(options.xibify), thresholds, options.exclude, rewrite_options)
    if options.json:
        print(json.dumps(result, indent=2))
    else:
        print_table(result)
    failed = any(result["columns"][name] for name in GATED_COLUMNS)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
