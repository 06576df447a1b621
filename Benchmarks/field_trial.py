#!/usr/bin/env python3
"""Field trial: `xibify report` and `xibify rewrite --write --add-to-project` on real apps, and
whether what they write holds up (issue #26).

    python3 Benchmarks/field_trial.py /work/apps
    python3 Benchmarks/field_trial.py /work/apps --apps bryceco/GoMap iina/iina --jobs 2
    python3 Benchmarks/field_trial.py /work/apps --json > trial.json

FOLDER holds one folder per app (`OWNER+NAME`, as ../shared/apps/stage.py stages them). For each
app, at the default thresholds and with `--min-views 1`, on a temporary copy:

1. `xibify report . --format json`: clusters found.
2. `xibify rewrite . --write --add-to-project --format json`: its exit status and wall time, the
   clusters extracted and their styles, copies replaced, ports, and every cluster skipped or
   dropped (its output failed verification) with its reason.
3. `xibify rewrite . --check --add-to-project --format json` on the written copy: it must change
   nothing (exit 0, no file listed, the tree unchanged).
4. runtime_faithfulness.py's counts on the rewritten copy (`measure_rewritten`).
5. The generated Swift type-checked per module, with the stubs of Tests/Stubs and stand-ins for
   the app's classes it names, in Swift 5 and 6 mode, with and without TARGET_INTERFACE_BUILDER,
   and a scan of the module's own sources for uses of a framework type that a generated class now
   shadows (docs/field-trial.md says how each part works and what it leaves out).

A row fails when: `report` exits with a status other than 0; `rewrite` exits with a status other
than 0 and 3 (3 with a `droppedClusters` list: written, but a cluster was dropped), or with 3 and
no such list (an older binary: nothing written); a cluster was dropped; a run-time count of
runtime_faithfulness.py is not 0; the type-check found an error (swiftc's, a type declared in two
files of a module, two files of one name in a module, a framework type shadowed); or the second
run is not a no-op. The exit status is 1 when a row fails, 2 when something could not be measured
(no binary, no app folder, a run that exited 0 without JSON, a crash of this script), 0 otherwise.
`--keep DIR` keeps each rewritten copy and the files type-checked, to look at a failure.
"""
import argparse
import concurrent.futures
import fnmatch
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import openstep_parser  # with the `pbxproj` package: python3 -m pip install pbxproj

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import runtime_faithfulness as faithfulness  # noqa: E402

THRESHOLDS = {"default": [], "min-views-1": ["--min-views", "1"]}
SWIFT_MODES = [("5", False), ("5", True), ("6", False), ("6", True)]
# `rewrite --write` when a cluster's output failed verification and was dropped (the others written).
DROPPED_STATUS = 3
STAND_INS_FILE = "FieldTrialStandIns.swift"
FAILURES_SHOWN = 12  # per row, in the table's list of failures
FRAMEWORK_SHIMS_FILE = "FieldTrialFrameworkShims.swift"


class Unmeasurable(Exception):
    """Something the trial needs is missing or unreadable: exit status 2."""


# ---------------------------------------------------------------------------------------------
# Running xibify


def run_json(binary, folder, arguments):
    """Runs xibify in `folder`; returns (JSON or None, exit status, stderr, seconds)."""
    start = time.monotonic()
    result = subprocess.run([binary] + arguments, cwd=folder, capture_output=True, text=True)
    seconds = time.monotonic() - start
    try:
        data = json.loads(result.stdout) if result.stdout.strip() else None
    except json.JSONDecodeError:
        data = None
    return data, result.returncode, result.stderr, seconds


def tree_digest(folder):
    """One hash of every file's path and bytes under a folder."""
    digest = hashlib.sha256()
    for directory, folders, names in os.walk(folder):
        folders.sort()
        for name in sorted(names):
            path = os.path.join(directory, name)
            digest.update(os.path.relpath(path, folder).encode("utf-8", "surrogateescape") + b"\0")
            if os.path.islink(path):
                digest.update(os.readlink(path).encode("utf-8", "surrogateescape"))
            else:
                with open(path, "rb") as handle:
                    digest.update(handle.read())
    return digest.hexdigest()


# ---------------------------------------------------------------------------------------------
# Xcode projects: an OpenStep property-list reader and each target's Swift sources


def read_pbxproj(path):
    """The objects of a project.pbxproj and its root object's id, or None when it cannot be read."""
    # openstep_parser comes with the `pbxproj` package, which the tests' project oracle uses too.
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            data = openstep_parser.OpenStepDecoder.ParseFromFile(handle)
        return data["objects"], data["rootObject"]
    except Exception:  # noqa: BLE001 - a project the parser cannot read is a project not read
        return None


def pbxproj_swift_sources(path):
    """Target name -> the absolute paths of the .swift files its Sources phase and its synchronized
    folders compile, for one project.pbxproj."""
    read = read_pbxproj(path)
    if read is None:
        return {}
    objects, root = read
    source_root = os.path.dirname(os.path.dirname(os.path.abspath(path)))
    parents = {}
    for identifier, node in objects.items():
        for child in node.get("children", []) if isinstance(node, dict) else []:
            parents[child] = identifier
    main_group = objects.get(root, {}).get("mainGroup")

    def resolve(identifier, depth=0):
        node = objects.get(identifier)
        if not isinstance(node, dict) or depth > 64:
            return None
        tree = node.get("sourceTree", "<group>")
        own = node.get("path")
        if tree == "<group>":
            if identifier == main_group:
                base = source_root
            elif identifier in parents:
                base = resolve(parents[identifier], depth + 1)
            else:
                return None
            if base is None:
                return None
            return os.path.normpath(os.path.join(base, own)) if own else base
        if tree == "SOURCE_ROOT":
            return os.path.normpath(os.path.join(source_root, own or ""))
        if tree == "<absolute>":
            return own
        return None

    def swift_under(folder):
        found = []
        for directory, _, names in os.walk(folder):
            found += [os.path.join(directory, name) for name in names if name.endswith(".swift")]
        return found

    targets = {}
    exceptions = {}  # (group, target) -> relative paths whose membership is the opposite
    for identifier, node in objects.items():
        if isinstance(node, dict) and node.get("isa") == "PBXFileSystemSynchronizedRootGroup":
            for exception_id in node.get("exceptions", []):
                exception = objects.get(exception_id, {})
                if exception.get("isa") == "PBXFileSystemSynchronizedBuildFileExceptionSet":
                    key = (identifier, exception.get("target"))
                    exceptions.setdefault(key, set()).update(exception.get("membershipExceptions", []))
    for identifier, node in objects.items():
        if not isinstance(node, dict) or node.get("isa") != "PBXNativeTarget":
            continue
        files = set()
        for phase_id in node.get("buildPhases", []):
            phase = objects.get(phase_id, {})
            if phase.get("isa") != "PBXSourcesBuildPhase":
                continue
            for build_id in phase.get("files", []):
                reference = objects.get(build_id, {}).get("fileRef")
                resolved = resolve(reference) if reference else None
                if resolved and resolved.endswith(".swift"):
                    files.add(resolved)
        synchronized = set(node.get("fileSystemSynchronizedGroups", []))
        for group_id, group in objects.items():
            if not isinstance(group, dict) or group.get("isa") != "PBXFileSystemSynchronizedRootGroup":
                continue
            folder = resolve(group_id)
            if folder is None:
                continue
            flipped = {os.path.normpath(os.path.join(folder, entry)) for entry in exceptions.get((group_id, identifier), ())}
            if group_id in synchronized:
                files.update(path for path in swift_under(folder) if path not in flipped)
            else:
                files.update(path for path in flipped if path.endswith(".swift") and os.path.exists(path))
        targets[node.get("name", identifier)] = sorted(files)
    return targets


def package_swift_sources(package_swift, target):
    """The .swift files of a Swift package target: its `Sources/<target>` folder (a `path:` argument
    is not read)."""
    folder = os.path.join(os.path.dirname(package_swift), "Sources", target)
    found = []
    for directory, _, names in os.walk(folder):
        found += [os.path.join(directory, name) for name in names if name.endswith(".swift")]
    return sorted(found)


def under_any(path, folders):
    """Whether `path` is one of `folders` or lies under one."""
    path = os.path.normpath(path)
    return any(path == folder or path.startswith(folder + os.sep) for folder in folders)


def package_resource_folders(package_swift, target):
    """The folders and files a package target declares as resources (`resources: [.process("X"),
    .copy("Y")]`), as paths. SwiftPM takes a file a resource rule matches as a resource even when
    it is `.swift`, so it is copied into the bundle, never compiled (BUILD-MODELS.md). Read from
    the manifest's text: the target's `.target(name: "T", …)` call up to its closing parenthesis,
    its `path:` (default Sources/T) and the string literals of its `resources:` list."""
    try:
        with open(package_swift, encoding="utf-8") as handle:
            text = handle.read()
    except OSError:
        return []
    match = re.search(r'\.(?:target|executableTarget)\(\s*name:\s*"%s"' % re.escape(target), text)
    if not match:
        return []
    depth, end = 0, len(text)
    for index in range(match.start() + text[match.start():].index("("), len(text)):
        depth += {"(": 1, ")": -1}.get(text[index], 0)
        if depth == 0:
            end = index
            break
    call = text[match.start():end]
    base = os.path.dirname(package_swift)
    path = re.search(r'\bpath:\s*"([^"]*)"', call)
    folder = os.path.join(base, path.group(1) if path else os.path.join("Sources", target))
    resources = re.search(r"\bresources:\s*\[(.*?)\]\s*(?:,|$)", call, re.S)
    if not resources:
        return []
    return [os.path.normpath(os.path.join(folder, rule))
            for rule in re.findall(r'\.(?:process|copy)\(\s*"([^"]*)"', resources.group(1))]


def all_swift_sources(app):
    found = []
    for directory, folders, names in os.walk(app):
        folders[:] = [name for name in folders if not name.startswith(".")]
        found += [os.path.join(directory, name) for name in names if name.endswith(".swift")]
    return sorted(found)


# ---------------------------------------------------------------------------------------------
# Declarations in the app's sources


def strip_comments_and_strings(text):
    """Swift or Objective-C text with comments and string literals blanked (lines kept)."""
    out = []
    index = 0
    length = len(text)
    while index < length:
        if text.startswith("//", index):
            end = text.find("\n", index)
            end = length if end < 0 else end
            index = end
        elif text.startswith("/*", index):
            end = text.find("*/", index + 2)
            end = length if end < 0 else end + 2
            out.append(re.sub(r"[^\n]", " ", text[index:end]))
            index = end
        elif text.startswith('"""', index):
            end = text.find('"""', index + 3)
            end = length if end < 0 else end + 3
            out.append('""' + re.sub(r"[^\n]", " ", text[index + 2:end - 2]) + '""')
            index = end
        elif text[index] == '"':
            end = index + 1
            while end < length and text[end] not in '"\n':
                end += 2 if text[end] == "\\" else 1
            out.append('"' + " " * (min(end, length) - index - 1) + '"')
            index = end + 1
        else:
            next_special = min([position for position in (text.find("//", index), text.find("/*", index),
                                                          text.find('"', index)) if position >= 0] or [length])
            out.append(text[index:next_special])
            index = next_special
    return "".join(out)


# `@objc(RuntimeName) public final class Name: Super, Protocol {`
SWIFT_TYPE_DECLARATION = re.compile(
    r"^[ \t]*(?P<attributes>(?:@\w+(?:\([^)\n]*\))?\s+)*)"
    r"(?P<modifiers>(?:(?:final|open|public|internal|private|fileprivate|package|nonisolated|"
    r"@MainActor|indirect)\s+)*)"
    r"(?P<kind>class|struct|enum|protocol|actor|typealias)\s+(?P<name>[A-Za-z_]\w*)"
    r"(?P<generics><[^>\n]*>)?\s*(?::\s*(?P<inherits>[^{=\n]*))?", re.M)
OBJC_INTERFACE = re.compile(
    r"(?P<restricted>__attribute__\(\(objc_subclassing_restricted\)\)\s*|OBJC_SUBCLASSING_RESTRICTED\s*)?"
    r"@interface\s+(?P<name>[A-Za-z_]\w*)\s*(?::\s*(?P<superclass>[A-Za-z_]\w*))?")
SWIFT_IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:class\s+|struct\s+)?(\w+)", re.M)


class SwiftDeclaration:
    """One type declaration of a Swift file, as written."""

    def __init__(self, match, path, line, nested):
        self.name = match.group("name")
        self.nested = nested
        self.kind = match.group("kind")
        self.path = path
        self.line = line
        attributes = match.group("attributes") or ""
        runtime = re.search(r"@objc\((\w+)\)", attributes)
        self.runtime_name = runtime.group(1) if runtime else None
        modifiers = (match.group("modifiers") or "").split()
        self.final = "final" in modifiers
        self.access = next((word for word in modifiers if word in ("open", "public", "internal", "private",
                                                                   "fileprivate", "package")), None)
        inherits = match.group("inherits") or ""
        inherits = re.sub(r"\bwhere\b.*", "", inherits)
        self.inherits = [part.strip().split("<")[0].split(".")[-1] for part in inherits.split(",") if part.strip()]
        self.generic = bool(match.group("generics"))


def scan_swift(paths):
    """name -> [SwiftDeclaration] for the types the files declare, and path -> (imports, text)."""
    declarations = {}
    files = {}
    for path in paths:
        try:
            with open(path, encoding="utf-8", errors="replace") as handle:
                raw = handle.read()
        except OSError:
            continue
        text = strip_comments_and_strings(raw)
        files[path] = (set(SWIFT_IMPORT.findall(text)), text)
        depth_at_line = brace_depths(text)
        for match in SWIFT_TYPE_DECLARATION.finditer(text):
            line = text.count("\n", 0, match.start("kind")) + 1
            item = SwiftDeclaration(match, path, line, depth_at_line[line - 1] > 0)
            declarations.setdefault(match.group("name"), []).append(item)
    return declarations, files


def brace_depths(text):
    """The brace depth at the start of each line of a text without comments and strings."""
    depths = [0]
    depth = 0
    for character in text:
        if character == "{":
            depth += 1
        elif character == "}":
            depth = max(0, depth - 1)
        elif character == "\n":
            depths.append(depth)
    return depths


def scan_objc(app):
    """name -> (superclass, restricted, path) for every `@interface Name : Super` of the app's .h files."""
    interfaces = {}
    for directory, folders, names in os.walk(app):
        folders[:] = [name for name in folders if not name.startswith(".")]
        for name in names:
            if not name.endswith(".h"):
                continue
            path = os.path.join(directory, name)
            try:
                with open(path, encoding="utf-8", errors="replace") as handle:
                    text = strip_comments_and_strings(handle.read())
            except OSError:
                continue
            for match in OBJC_INTERFACE.finditer(text):
                # A class names its superclass (root classes aside); `@interface Name ()`,
                # `@interface Name (Category)` and `@interface NSArray<T> (Category)` do not.
                if match.group("superclass") is None:
                    continue
                interfaces.setdefault(match.group("name"), (match.group("superclass"), bool(match.group("restricted")), path))
    return interfaces


# ---------------------------------------------------------------------------------------------
# Framework names


def stub_names(framework):
    """Type names the stub module declares."""
    with open(os.path.join(ROOT, "Tests", "Stubs", framework, framework + ".swift"), encoding="utf-8") as handle:
        text = handle.read()
    return set(re.findall(r"\b(?:class|struct|enum|protocol|typealias)\s+(\w+)", text))


# Public classes that IB elements stand for (runtime_faithfulness's tables), with their superclasses:
# declared as shims when the stubs lack one that an app class inherits from.
SHIM_SUPERCLASS = {
    "UITableViewCell": "UIView", "UICollectionReusableView": "UIView", "UICollectionViewCell": "UICollectionReusableView",
    "UIVisualEffectView": "UIView", "UIToolbar": "UIView", "UINavigationBar": "UIView", "UITabBar": "UIView",
    "UIColorWell": "UIControl", "UIWebView": "UIView", "WKWebView": "UIView", "MKMapView": "UIView",
    "NSTableCellView": "NSView", "NSPopUpButton": "NSButton", "NSSecureTextField": "NSTextField",
    "NSSearchField": "NSTextField", "NSTokenField": "NSTextField", "NSComboBox": "NSTextField",
    "NSClipView": "NSView", "NSTableView": "NSControl", "NSOutlineView": "NSTableView", "NSTextView": "NSView",
    "NSProgressIndicator": "NSView", "NSSlider": "NSControl", "NSSegmentedControl": "NSControl",
    "NSSplitView": "NSView", "NSTabView": "NSView", "NSStepper": "NSControl", "NSColorWell": "NSControl",
    "NSSwitch": "NSControl", "NSGridView": "NSView", "NSCollectionView": "NSView", "NSPathControl": "NSControl",
    "NSDatePicker": "NSControl", "NSMatrix": "NSControl", "NSLevelIndicator": "NSControl",
    "NSScrollView": "NSView", "NSBox": "NSView", "NSStackView": "NSView", "NSImageView": "NSControl",
}
PUBLIC_FRAMEWORK_CLASSES = (set(faithfulness.UIKIT_CLASS_OF_TAG.values()) | set(faithfulness.APPKIT_CLASS_OF_TAG.values())
                            | set(faithfulness.FRAMEWORK_SUPERCLASS)) - {"UITableViewCellContentView"}

# Types of Apple frameworks that a module's own sources may use and a generated class could
# shadow: a generated `ProgressView` in a module whose SwiftUI files call `ProgressView()` makes
# those calls name the UIKit wrapper. A sample, not the SDK: the names a generated class can take
# (a layout's name + `View`, a framework kind dropped) that these frameworks declare.
FRAMEWORK_TYPES = {
    "SwiftUI": """AnyView Button Canvas Capsule Circle Color ColorPicker ContentUnavailableView ControlGroup
        DatePicker DisclosureGroup Divider EditButton Ellipse EmptyView Font ForEach Form Gauge
        GeometryReader Grid GridRow Group GroupBox HStack HSplitView Image Label LabeledContent
        LazyHGrid LazyHStack LazyVGrid LazyVStack Link List Menu MultiDatePicker NavigationLink
        NavigationSplitView NavigationStack NavigationView OutlineGroup PasteButton Path Picker
        ProgressView Rectangle RenameButton RoundedRectangle ScrollView ScrollViewReader Section
        SecureField ShareLink Slider Spacer Stepper SubscriptionView TabView Table Text TextEditor
        TextField TimelineView Toggle VSplitView VStack ViewThatFits ZStack AsyncImage Chart
        SignInWithAppleButton VideoPlayer Map""".split(),
    "Charts": "Chart BarMark LineMark PointMark AreaMark RuleMark RectangleMark SectorMark".split(),
    "MapKit": "Map MapMarker MapPin MapAnnotation MapCircle MapPolyline".split(),
    "AVKit": "VideoPlayer".split(),
    "Foundation": """Bundle Calendar Data Date DateFormatter Decimal Locale Measurement Notification
        NumberFormatter Progress Timer URL UUID""".split(),
}


# ---------------------------------------------------------------------------------------------
# Type-checking the generated Swift per module


def for_linux(source):
    """What GeneratedSwiftTests does: `@IBOutlet`, `@IBAction`, `@objc(Name)` and `@objc var` need
    the Objective-C runtime, which Linux lacks; everything else is checked."""
    source = source.replace("@IBOutlet ", "").replace("@IBAction ", "")
    source = re.sub(r"@objc\([A-Za-z0-9_:]+\)\n", "", source)
    return source.replace("@objc var ", "var ")


def build_stubs(folder):
    """Compiles the UIKit and AppKit stub modules into `folder`; returns their folders."""
    folders = {}
    for framework in ("UIKit", "AppKit"):
        directory = os.path.join(folder, framework)
        os.makedirs(directory, exist_ok=True)
        source = os.path.join(ROOT, "Tests", "Stubs", framework, framework + ".swift")
        result = subprocess.run(["swiftc", "-emit-module", "-parse-as-library", "-module-name", framework, source,
                                 "-emit-module-path", os.path.join(directory, framework + ".swiftmodule")],
                                capture_output=True, text=True)
        if result.returncode != 0:
            raise Unmeasurable(f"the {framework} stub does not compile:\n{result.stderr}")
        folders[framework] = directory
    return folders


# A typed holder port's hand-over in a generated wrapper (rewrite.md, "Boundary ports").
TYPED_HOLDER_ASSIGNMENT = re.compile(r"^\s*\(\w+ as\? (\w+)\)\?\.(\w+) = \w+$", re.M)


def type_names_used(text):
    """Capitalised identifiers a Swift text names as types or values (comments and strings out)."""
    return set(re.findall(r"(?<![\w.])([A-Z]\w*)", strip_comments_and_strings(text)))


class Module:
    """The generated files that one module compiles, and the sources it has besides them."""

    def __init__(self, key, label, sources_basis):
        self.key = key
        self.label = label
        self.sources_basis = sources_basis
        self.generated = []
        self.sources = []
        # For a package target: the paths its resource rules match (never compiled).
        self.resources = []


def modules_of(rewrite, copy, created_swift):
    """Groups the created .swift files by the module that compiles them.

    A created file's `targets` in rewrite's JSON name the targets (project + target) that must
    compile it: each target is a module, whose own sources are read from its project.pbxproj
    (Sources phase and synchronized folders) or its package folder. Files without targets are
    placed by the app's XcodeGen specs (`project.yml` and what it includes), which xibify does not
    read: each target whose `sources` hold the file is a module. Files that neither places are
    grouped by their cluster's `module`, those of clusters without one (classes with an `@objc`
    name) in one group; a `NibView.swift` without targets joins the groups with a wrapper in its
    folder (else below it)."""
    modules = {}
    created_absolute = {os.path.normpath(os.path.join(copy, path)) for path in created_swift}
    cluster_module = {entry.get("swift"): entry.get("module") for entry in rewrite.get("clusters", [])}
    specs = None
    loose = []
    for entry in rewrite.get("files", []):
        path = entry.get("path")
        if path not in created_swift:
            continue
        targets = entry.get("targets") or []
        if not targets:
            if specs is None:
                specs = xcodegen_targets(copy)
            absolute = os.path.normpath(os.path.join(copy, path))
            placed = [(spec, name, target) for (spec, name), target in sorted(specs.items())
                      if target.contains(absolute)]
            for spec, name, target in placed:
                key = ("xcodegen", spec, name)
                if key not in modules:
                    module = Module(key, f"{name} ({os.path.relpath(spec, copy)}, XcodeGen)", "XcodeGen target")
                    module.sources = target.swift_files()
                    modules[key] = module
                modules[key].generated.append(path)
            if not placed:
                loose.append(path)
            continue
        for target in targets:
            project = target.get("project", "")
            key = ("target", project, target.get("target"))
            if key not in modules:
                label = f"{target.get('target')} ({project or '?'})"
                project_path = os.path.join(copy, project)
                if project.endswith("project.pbxproj"):
                    module = Module(key, label, "project")
                    members = pbxproj_swift_sources(project_path).get(target.get("target"))
                    if members is None:
                        module.sources_basis = "app (target not read)"
                        members = all_swift_sources(copy)
                    module.sources = members
                elif project.endswith("project.yml"):
                    # An XcodeGen target xibify names: its sources as this script's own reader of
                    # the spec finds them (not xibify's), else the whole app's.
                    if specs is None:
                        specs = xcodegen_targets(copy)
                    spec_target = next((found for (spec, name), found in specs.items()
                                        if os.path.normpath(spec) == os.path.normpath(project_path)
                                        and name == target.get("target")), None)
                    if spec_target is None:
                        module = Module(key, label, "app")
                        module.sources_basis = "app (target not read)"
                        module.sources = all_swift_sources(copy)
                    else:
                        module = Module(key, f"{label}, XcodeGen", "XcodeGen target")
                        module.sources = spec_target.swift_files()
                elif project.endswith("Package.swift"):
                    module = Module(key, label, "package folder")
                    module.resources = package_resource_folders(project_path, target.get("target"))
                    module.sources = [source for source in package_swift_sources(project_path, target.get("target"))
                                      if not under_any(source, module.resources)]
                else:
                    module = Module(key, label, "app")
                    module.sources = all_swift_sources(copy)
                modules[key] = module
            modules[key].generated.append(path)
    nib_views = [path for path in loose if os.path.basename(path) in ("NibView.swift", "XibifyNibView.swift")]
    for path in loose:
        if path in nib_views:
            continue
        name = cluster_module.get(path) or "(no module)"
        key = ("module", name)
        if key not in modules:
            modules[key] = Module(key, f"{name} (no target found: by the clusters' module)", "app")
            modules[key].sources = all_swift_sources(copy)
        modules[key].generated.append(path)
    for path in nib_views:
        folder = os.path.dirname(path)
        loose_groups = [module for key, module in modules.items() if key[0] == "module"]
        homes = [module for module in loose_groups
                 if any(os.path.dirname(other) == folder for other in module.generated)]
        homes = homes or [module for module in loose_groups
                          if any(folder == "" or os.path.dirname(other).startswith(folder + "/")
                                 for other in module.generated)]
        if not homes:
            key = ("module", "(NibView alone) " + folder)
            modules[key] = Module(key, f"{folder or '.'} (no target found: NibView alone)", "app")
            modules[key].sources = all_swift_sources(copy)
            homes = [modules[key]]
        for module in homes:
            module.generated.append(path)
    for module in modules.values():
        # A created file that the project compiles in this target belongs to the module too, even
        # where rewrite's JSON does not say so; the module's own sources are the others.
        if module.sources_basis in ("project", "package folder", "XcodeGen target"):
            module.generated += [os.path.relpath(path, copy) for path in module.sources
                                 if os.path.normpath(path) in created_absolute]
        module.sources = [path for path in module.sources if os.path.normpath(path) not in created_absolute]
        module.generated = sorted(set(module.generated))
    return [modules[key] for key in sorted(modules, key=str)]


class XcodeGenTarget:
    """The `sources` of one target of an XcodeGen spec: folders or files, each with its excludes."""

    def __init__(self):
        self.paths = []  # (absolute path, [exclude globs])

    def contains(self, path):
        for root, excludes in self.paths:
            if path == root or path.startswith(root.rstrip("/") + "/"):
                relative = os.path.relpath(path, root)
                if not any(fnmatch.fnmatch(relative, pattern) for pattern in excludes):
                    return True
        return False

    def swift_files(self):
        found = set()
        for root, _ in self.paths:
            if os.path.isfile(root):
                candidates = [root]
            else:
                candidates = all_swift_sources(root) if os.path.isdir(root) else []
            found.update(path for path in candidates if path.endswith(".swift") and self.contains(path))
        return sorted(found)


def xcodegen_targets(app):
    """(spec, target name) -> XcodeGenTarget for every XcodeGen spec (`project.yml`) of the app and
    the files it includes (their paths relative to the including file). Target templates and
    settings are not read."""
    try:
        import yaml
    except ImportError:
        return {}
    targets = {}
    for directory, folders, names in os.walk(app):
        folders[:] = [name for name in folders if not name.startswith(".") and not name.endswith(".xcodeproj")]
        if "project.yml" not in names:
            continue
        spec = os.path.join(directory, "project.yml")
        pending, seen = [spec], set()
        while pending:
            path = os.path.normpath(pending.pop())
            if path in seen or not os.path.isfile(path):
                continue
            seen.add(path)
            try:
                with open(path, encoding="utf-8") as handle:
                    data = yaml.safe_load(handle) or {}
            except (OSError, yaml.YAMLError):
                continue
            if not isinstance(data, dict):
                continue
            base = os.path.dirname(path)
            includes = data.get("include") or []
            for include in includes if isinstance(includes, list) else [includes]:
                included = include.get("path") if isinstance(include, dict) else include
                if isinstance(included, str):
                    pending.append(os.path.join(base, included))
            for name, target in (data.get("targets") or {}).items():
                if not isinstance(target, dict):
                    continue
                entry = targets.setdefault((spec, str(name)), XcodeGenTarget())
                sources = target.get("sources") or []
                for source in sources if isinstance(sources, list) else [sources]:
                    source_path = source.get("path") if isinstance(source, dict) else source
                    if not isinstance(source_path, str):
                        continue
                    excludes = source.get("excludes", []) if isinstance(source, dict) else []
                    entry.paths.append((os.path.normpath(os.path.join(base, source_path)),
                                        [pattern for pattern in excludes if isinstance(pattern, str)]))
    return targets


def framework_of_tags(copy, created_xibs, changed_documents):
    """Class name -> the framework class of the element kinds that carry it in the new xibs and
    the changed documents (what a class of unknown ancestry is at least)."""
    found = {}
    paths = [os.path.join(copy, path) for path in created_xibs + changed_documents]
    for path in paths:
        try:
            with open(path, "rb") as handle:
                document = faithfulness.Document(path, handle.read())
        except (OSError, Exception):  # noqa: B902 - a document that does not parse adds nothing
            continue
        table = faithfulness.APPKIT_CLASS_OF_TAG if document.is_macos else faithfulness.UIKIT_CLASS_OF_TAG
        for element in document.root.iter():
            name = element.get("customClass")
            if name and element.tag in table:
                found.setdefault(name, table[element.tag])
    return found


class StandIns:
    """Declarations of the app's classes that generated code names, as the app declares them."""

    def __init__(self, copy, module_declarations, app_declarations, objc, stubs, element_class, platform_base):
        self.copy = copy
        self.module_declarations = module_declarations
        self.app_declarations = app_declarations
        self.objc = objc
        self.stubs = stubs
        self.element_class = element_class
        self.platform_base = platform_base
        self.lines = []
        self.shims = []
        self.notes = []
        self.objc_bridged = []
        self.done = set()
        # Properties the generated code assigns on app classes (a typed holder port:
        # `(holder as? Controller)?.titleLabel = titleLabel`), by class: the stand-in declares each
        # as the app's source does, so an outlet the app does not declare fails the type-check.
        self.assigned = {}

    def framework_class(self, name):
        if name in self.stubs:
            return True
        if name in PUBLIC_FRAMEWORK_CLASSES:
            self.shim(name)
            return True
        return False

    def shim(self, name):
        if name in self.done:
            return
        self.done.add(name)
        superclass = SHIM_SUPERCLASS.get(name) or faithfulness.FRAMEWORK_SUPERCLASS.get(name) or (
            "NSView" if name.startswith("NS") else "UIView")
        if superclass not in self.stubs:
            self.shim(superclass)
        self.shims.append(f"open class {name}: {superclass} {{}}")
        self.notes.append(f"{name}: not in the stubs, declared as a shim subclassing {superclass}")

    def superclass_for(self, name, superclass, where):
        """The superclass to declare for an app class: itself when known (declared by the module, by
        another module of the app, which the class's own file imports, or in Objective-C), else the
        framework class of the elements that carry the class."""
        if superclass is None:
            return None
        if self.framework_class(superclass) or self.declare(superclass, anywhere=True):
            return superclass
        fallback = self.element_class.get(name) or self.platform_base
        if not self.framework_class(fallback):
            fallback = self.platform_base
        self.notes.append(f"{name} ({where}): superclass {superclass} is declared neither in the app's sources nor "
                          f"in the stubs (a dependency?); stood in by {fallback}")
        return fallback

    def declare(self, name, anywhere=False):
        """Declares the app's class `name` as the app declares it, when this module declares it at
        the top level (`anywhere`: or another module of the app does) or an Objective-C header
        does; returns whether it did."""
        if name in self.done:
            return True
        pools = [self.module_declarations] + ([self.app_declarations] if anywhere else [])
        for pool in pools:
            swift = [item for item in pool.get(name, []) if item.kind == "class" and not item.nested]
            if not swift:
                continue
            self.done.add(name)
            # One declaration: the first whose superclass is of this platform or the app's, by path.
            swift.sort(key=lambda item: (item.path, item.line))
            chosen = swift[0]
            for item in swift:
                if item.inherits and item.inherits[0].startswith(self.platform_base[:2]):
                    chosen = item
                    break
            if len(swift) > 1:
                self.notes.append(f"{name} is declared {len(swift)} times in the app's sources (#if branches, "
                                  f"other targets): the declaration at {self.label(chosen)} stands in")
            inherits = [part for part in chosen.inherits if not self.protocols(part)]
            superclass = self.superclass_for(name, inherits[0] if inherits else None, self.label(chosen))
            modifiers = " ".join(word for word in (chosen.access, "final" if chosen.final else None) if word)
            header = f"{modifiers} class {name}".strip()
            runtime = f" @objc({chosen.runtime_name})" if chosen.runtime_name else ""
            self.lines.append(f"// {self.label(chosen)}{runtime}{'' if pool is self.module_declarations else ' (another module)'}")
            members = self.members(name, chosen.path)
            self.lines.append(f"{header}: {superclass} {{{members}}}" if superclass else f"{header} {{{members}}}")
            if chosen.generic:
                self.notes.append(f"{name} ({self.label(chosen)}) is generic: declared without its parameters")
            return True
        if name in self.objc:
            superclass, restricted, path = self.objc[name]
            self.done.add(name)
            where = os.path.relpath(path, self.copy)
            declared_super = self.superclass_for(name, superclass, where) if superclass else None
            self.lines.append(f"// {where}: Objective-C, visible to Swift only through a bridging or umbrella header")
            header = f"{'final ' if restricted else ''}class {name}"
            self.lines.append(f"{header}: {declared_super} {{}}" if declared_super else f"{header} {{}}")
            self.objc_bridged.append(name)
            return True
        return False

    def members(self, name, path):
        """The outlets the generated code assigns on class `name`, declared as the source at `path`
        declares them (its `@IBOutlet var`, the attribute left out for Linux); an outlet the source
        does not declare is left out, so the assignment fails to type-check."""
        wanted = sorted(self.assigned.get(name, ()))
        if not wanted:
            return ""
        try:
            with open(path, encoding="utf-8", errors="replace") as handle:
                text = handle.read()
        except OSError:
            return ""
        lines = []
        for member in wanted:
            match = re.search(r"@IBOutlet\b[\s\w()@]*?\bvar\s+" + re.escape(member) + r"\s*:\s*([A-Za-z_][\w.]*)\s*([!?]?)",
                              text)
            if match:
                lines.append(f"    var {member}: {match.group(1)}{match.group(2) or '!'}")
        return ("\n" + "\n".join(lines) + "\n") if lines else ""

    def label(self, item):
        return f"{os.path.relpath(item.path, self.copy)}:{item.line}"

    def protocols(self, name):
        """Whether the app declares `name` as a protocol (not a superclass, then)."""
        return any(item.kind == "protocol" for item in self.app_declarations.get(name, []))


def typecheck_module(module, copy, compile_root, stubs, app_swift, objc, element_class):
    """Type-checks one module's generated files; returns (errors, notes, objc_bridged, per-mode statuses)."""
    generated_text = {}
    for path in module.generated:
        with open(os.path.join(copy, path), encoding="utf-8") as handle:
            generated_text[path] = handle.read()
    imports = set()
    for text in generated_text.values():
        imports |= set(SWIFT_IMPORT.findall(strip_comments_and_strings(text)))
    frameworks = [name for name in ("UIKit", "AppKit") if name in imports] or ["UIKit"]
    # NibView.swift imports both under `#if canImport`: the wrappers decide.
    wrappers_imports = set()
    for path, text in generated_text.items():
        if os.path.basename(path) not in ("NibView.swift", "XibifyNibView.swift"):
            wrappers_imports |= set(SWIFT_IMPORT.findall(strip_comments_and_strings(text)))
    frameworks = [name for name in ("UIKit", "AppKit") if name in wrappers_imports] or frameworks
    framework = frameworks[0]
    platform_base = "UIView" if framework == "UIKit" else "NSView"
    stub_declared = set()
    for name in frameworks:
        stub_declared |= stub_names(name)

    module_declarations, module_files = scan_swift(module.sources)
    app_declarations, _ = app_swift
    generated_declarations, _ = scan_swift([os.path.join(copy, path) for path in module.generated])
    generated_names = set(generated_declarations)

    stand_ins = StandIns(copy, module_declarations, app_declarations, objc, stub_declared, element_class, platform_base)
    for text in generated_text.values():
        for holder, member in TYPED_HOLDER_ASSIGNMENT.findall(text):
            stand_ins.assigned.setdefault(holder, set()).add(member)
    errors = []

    # Names the generated code uses that the app declares: stand-ins as the app declares them.
    used = set()
    for text in generated_text.values():
        used |= type_names_used(text)
    for name in sorted(used - generated_names):
        if name in stub_declared:
            continue
        # A framework class the stubs lack (a substituted NSMatrix root's superclass): a shim.
        # (Only the table's view classes: Foundation's, such as NSObject, come with the stubs' import.)
        if name not in app_declarations and name in SHIM_SUPERCLASS:
            stand_ins.shim(name)
            continue
        if not stand_ins.declare(name):
            elsewhere = [item for item in app_declarations.get(name, []) if item.kind == "class"]
            if elsewhere:
                places = ", ".join(sorted({os.path.relpath(item.path, copy) for item in elsewhere}))
                stand_ins.notes.append(f"{name} is declared outside this module ({places}), which the generated "
                                       f"code does not import: not declared here")
            elif any(item.runtime_name == name for items in app_declarations.values() for item in items):
                owner = next(item for items in app_declarations.values() for item in items if item.runtime_name == name)
                stand_ins.notes.append(f"{name} is only the Objective-C runtime name of Swift class {owner.name} "
                                       f"({os.path.relpath(owner.path, copy)}:{owner.line}): Swift code must say "
                                       f"{owner.name}")
    # Generated names the module's own sources declare too: declared again here, so that the
    # type-check reports the redeclaration.
    for name in sorted(generated_names & set(module_declarations)):
        top_level = [item for item in module_declarations[name] if not item.nested]
        if not top_level or name in stand_ins.done:
            continue
        item = top_level[0]
        stand_ins.lines.append(f"// {stand_ins.label(item)}: the module declares {name} too")
        stand_ins.lines.append(f"{item.kind} {name} {{}}" if item.kind != "typealias" else f"typealias {name} = Int")
        stand_ins.done.add(name)

    # A type declared in two files of the module: two generated files, or a generated file and one
    # of the module's own (declarations under `#if` in one file, NibView's, count once). swiftc
    # reports these too, as a redeclaration or as an ambiguous name at each use, when it gets that
    # far; those errors are not counted again.
    twice = set()
    for name, items in sorted(generated_declarations.items()):
        places = {}
        for item in items + module_declarations.get(name, []):
            if not item.nested:
                places.setdefault(item.path, f"{os.path.relpath(item.path, copy)}:{item.line}")
        if len(places) > 1:
            twice.add(name)
            first = sorted(places.values())[0]
            errors.append({"check": "declared-twice", "file": first.rsplit(":", 1)[0], "line": int(first.rsplit(":", 1)[1]),
                           "message": f"{name} is declared in {len(places)} files of the module: "
                                      f"{', '.join(sorted(places.values()))}"})

    # Uses, in the module's own sources, of a framework type that a generated class now shadows.
    for name in sorted(generated_names):
        owners = [framework_name for framework_name, names in FRAMEWORK_TYPES.items() if name in names]
        owners += [stub for stub in ("UIKit", "AppKit") if name in stub_names(stub)]
        if not owners:
            continue
        for path, (file_imports, text) in sorted(module_files.items()):
            imported = [owner for owner in owners if owner in file_imports]
            if not imported or name in set(re.findall(r"\b(?:class|struct|enum|protocol|typealias)\s+(\w+)", text)):
                continue
            for match in re.finditer(r"(?<![\w.])%s\b" % re.escape(name), text):
                line = text.count("\n", 0, match.start()) + 1
                errors.append({"check": "shadows-framework-type", "file": os.path.relpath(path, copy), "line": line,
                               "message": f"{name} is now the generated class of this module, which shadows "
                                          f"{imported[0]}'s {name} that this file uses"})
                break

    # A generated Swift file that the target's resource rules match is copied, not compiled: its
    # classes never exist, and the documents that name them meet an unknown class.
    for path in sorted(generated_text):
        if path.endswith(".swift") and under_any(os.path.join(copy, path), module.resources):
            errors.append({"check": "not-compiled", "file": path, "line": 0,
                           "message": f"{os.path.basename(path)} lies under a resources rule of its package target, "
                                      f"so SwiftPM copies it into the bundle and never compiles it"})

    # A package target with resources (a xib is one, declared or not) gets `Bundle.module` from
    # SwiftPM's generated resource_bundle_accessor.swift: declared here as SwiftPM declares it.
    if module.sources_basis == "package folder" and "Bundle.module" in "".join(generated_text.values()):
        stand_ins.lines.append("// SwiftPM's resource bundle accessor of a target with resources")
        stand_ins.lines.append("extension Foundation.Bundle { static let module = Bundle.main }")

    # Compile: the generated files as they are (for Linux), the stand-ins, and the shims.
    folder = os.path.join(compile_root, hashlib.sha1(repr(module.key).encode()).hexdigest()[:12])
    os.makedirs(folder, exist_ok=True)
    files = []
    shown = {}  # the file swiftc reads -> the generated file it stands for
    by_name = {}
    for path in sorted(generated_text):
        by_name.setdefault(os.path.basename(path), []).append(path)
    for base_name, paths in sorted(by_name.items()):
        if len(paths) > 1:
            # Xcode and swiftc refuse two files of one name in a module; the others are renamed
            # here so that the rest is still checked.
            errors.append({"check": "duplicate-file-name", "file": paths[1], "line": 0,
                           "message": f"filename \"{base_name}\" used twice in the module: {', '.join(paths)}"})
        for index, path in enumerate(paths):
            target = os.path.join(folder, path)
            if index:
                target = target[:-len(".swift")] + f".{index + 1}.swift"
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "w", encoding="utf-8") as handle:
                handle.write(for_linux(generated_text[path]))
            files.append(target)
            shown[target] = path
    header = "".join(f"import {name}\n" for name in frameworks)
    if stand_ins.lines:
        target = os.path.join(folder, STAND_INS_FILE)
        with open(target, "w", encoding="utf-8") as handle:
            handle.write(header + "\n".join(stand_ins.lines) + "\n")
        files.append(target)
    if stand_ins.shims:
        target = os.path.join(folder, FRAMEWORK_SHIMS_FILE)
        with open(target, "w", encoding="utf-8") as handle:
            handle.write(header + "\n".join(stand_ins.shims) + "\n")
        files.append(target)
    include = []
    for name in frameworks:
        include += ["-I", stubs[name]]
    statuses = {}
    seen = {}
    for version, interface_builder in SWIFT_MODES:
        mode = f"swift {version}{' IB' if interface_builder else ''}"
        defines = ["-D", "TARGET_INTERFACE_BUILDER"] if interface_builder else []
        result = subprocess.run(["swiftc", "-typecheck", "-swift-version", version] + defines + include + files,
                                capture_output=True, text=True, cwd=folder)
        statuses[mode] = result.returncode
        for line in (result.stdout + result.stderr).splitlines():
            located = re.match(r"^(.*?):(\d+):(\d+): error: (.*)$", line)
            bare = re.match(r"^error: (.*)$", line)
            if located:
                file, number, message = located.group(1), int(located.group(2)), located.group(4)
            elif bare:
                file, number, message = "", 0, bare.group(1)
            else:
                continue
            file = shown.get(file) or (os.path.relpath(file, folder) if file.startswith(folder) else file)
            message = message.replace(folder + "/", "")
            key = (file, number, message)
            if key in seen:
                seen[key]["modes"].append(mode)
                continue
            seen[key] = {"check": "typecheck", "file": file, "line": number, "message": message, "modes": [mode]}
        if result.returncode != 0 and not any(mode in entry["modes"] for entry in seen.values()):
            seen[("", 0, mode)] = {"check": "typecheck", "file": "", "line": 0, "modes": [mode],
                                   "message": f"swiftc exited {result.returncode}: {result.stderr.strip()[:500]}"}
    for entry in seen.values():
        same = re.match(r"(?:invalid redeclaration of '(\w+)'|'(\w+)' is ambiguous for type lookup in this context)$",
                        entry["message"])
        if same and (same.group(1) or same.group(2)) in twice:
            continue
        errors.append(entry)
    return {
        "module": module.label,
        "sources": module.sources_basis,
        "source_files": len(module.sources),
        "frameworks": frameworks,
        "generated": module.generated,
        "stand_ins": [line for line in stand_ins.lines if not line.startswith("//")],
        "shims": stand_ins.shims,
        "objc_bridged": stand_ins.objc_bridged,
        "notes": stand_ins.notes,
        "statuses": statuses,
        "errors": errors,
    }


# ---------------------------------------------------------------------------------------------
# One app at one threshold


def generated_style(copy, cluster):
    """`substitution` when the cluster's Swift declares `<Name>Placeholder`, else `nibview`."""
    try:
        with open(os.path.join(copy, cluster.get("swift", "")), encoding="utf-8") as handle:
            text = handle.read()
    except OSError:
        return "unknown"
    return "substitution" if re.search(r"\bclass\s+%sPlaceholder\b" % re.escape(cluster.get("className", "")), text) else "nibview"


def trial(app_folder, threshold, binary, stubs, compile_root, keep=None):
    """Runs the whole trial of one app at one threshold; returns its row. `keep`: a folder to copy
    the rewritten app and the type-checked files to."""
    name = os.path.basename(os.path.normpath(app_folder))
    arguments = THRESHOLDS[threshold]
    row = {"app": name, "threshold": threshold, "failures": [], "unmeasured": []}
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="xibify-field-trial-") as temporary:
        copy = os.path.join(temporary, name)
        shutil.copytree(app_folder, copy, symlinks=True)
        faithfulness.make_writable(copy)
        paths_before, ib_before = faithfulness.snapshot(copy)

        report, status, stderr, seconds = run_json(binary, copy, ["report", ".", "--format", "json"] + arguments)
        row["report_exit"] = status
        row["seconds"] = {"report": round(seconds, 2)}
        if report is None:
            row["unmeasured"].append(f"report printed no JSON (exit {status}): {stderr.strip()[:400]}")
            report = {}
        elif status != 0:
            row["failures"].append({"check": "report-exit", "message": f"report exited {status}",
                                    "stderr": stderr.strip()[-2000:]})
        summary = report.get("summary", {})
        row["clusters_found"] = summary.get("clusters", len(report.get("clusters", [])))
        row["copies_found"] = summary.get("instances", 0)
        row["extractable"] = summary.get("extractableClusters", 0)
        # Variant groups (#31): found by report, extracted by rewrite under their ids.
        variants = report.get("variants", [])
        row["variants_found"] = len(variants)
        row["variant_copies"] = sum(len(group.get("instances", [])) for group in variants)
        row["variant_ids"] = sorted(group.get("id", "") for group in variants)

        rewrite, status, stderr, seconds = run_json(
            binary, copy, ["rewrite", ".", "--write", "--add-to-project", "--format", "json"] + arguments)
        row["rewrite_exit"] = status
        row["seconds"]["rewrite"] = round(seconds, 2)
        if rewrite is None:
            if status == 0:
                row["unmeasured"].append(f"rewrite printed no JSON: {stderr.strip()[:400]}")
            rewrite = {}
        written = bool(rewrite.get("written"))
        # Clusters whose output failed verification and were left out (a change under way names the
        # key `droppedClusters`; `dropped` is read too): each is a failure, with its check and place.
        dropped = rewrite.get("droppedClusters", rewrite.get("dropped", [])) or []
        row["written"] = written
        row["dropped"] = dropped
        if status not in (0, DROPPED_STATUS) or (status == DROPPED_STATUS and not dropped):
            failure = {"check": "rewrite-exit", "message": f"rewrite --write exited {status}"
                       f"{'' if written else ', nothing written'}", "stderr": stderr.strip()[-2000:]}
            # Its first error names the file and line (`error: path:line: …`, `path:line:column: error: …`).
            error_lines = [line for line in stderr.splitlines() if "error:" in line] or stderr.splitlines()[-1:]
            first = re.search(r"^(?:error: )?([^:\n]+\.(?:storyboard|xib|pbxproj|swift|strings)):(\d+)(?::\d+)?:"
                              r"(?: error:)? ?(.*)$", "\n".join(error_lines), re.M)
            if error_lines and not first:
                failure["message"] += ": " + error_lines[0].strip()
            if first:
                failure.update(file=first.group(1), line=int(first.group(2)),
                               message=failure["message"] + ": " + first.group(3).strip())
            if status == DROPPED_STATUS and not dropped:
                failure["check"] = "rewrite-exit:verification"
            row["failures"].append(failure)
        for entry in dropped:
            row["failures"].append({
                "check": f"dropped:{entry.get('check', '?')}", "file": entry.get("file", ""), "line": entry.get("line", 0),
                "message": f"cluster {entry.get('id')} ({entry.get('className', '?')}) dropped: "
                           f"{entry.get('message', json.dumps(entry, sort_keys=True))}"})
        clusters = rewrite.get("clusters", [])
        rewrite_summary = rewrite.get("summary", {})
        row["extracted"] = rewrite_summary.get("extractedClusters", len(clusters))
        variant_ids = set(row.get("variant_ids", []))
        row["variants_extracted"] = sum(1 for cluster in clusters if cluster.get("id") in variant_ids)
        row["variant_copies_replaced"] = sum(
            len(cluster.get("replaced", [])) for cluster in clusters if cluster.get("id") in variant_ids)
        row["replaced"] = rewrite_summary.get("replacedInstances", sum(len(c.get("replaced", [])) for c in clusters))
        row["styles"] = {"nibview": 0, "substitution": 0}
        row["ports"] = 0
        row["clusters"] = []
        for cluster in clusters:
            style = generated_style(copy, cluster) if written else "unknown"
            row["styles"][style] = row["styles"].get(style, 0) + 1
            row["ports"] += len(cluster.get("ports", []))
            row["clusters"].append({
                "id": cluster.get("id"), "class": cluster.get("className"), "module": cluster.get("module"),
                "style": style, "swift": cluster.get("swift"), "replaced": len(cluster.get("replaced", [])),
                "ports": [port.get("kind") for port in cluster.get("ports", [])],
                "left_inline": [{"file": entry.get("file"), "line": entry.get("line"), "reasons": entry.get("reasons")}
                                for entry in cluster.get("skippedInstances", [])],
            })
        row["skipped_clusters"] = [{"id": entry.get("id"), "description": entry.get("description"),
                                    "reason": entry.get("reason")} for entry in rewrite.get("skippedClusters", [])]
        row["skipped_instances_by_reason"] = rewrite_summary.get("skippedInstancesByReason", {})

        # Run-time faithfulness of what was written.
        counts = faithfulness.measure_rewritten(copy, paths_before, ib_before, report, rewrite, status)
        gated = {column: counts["columns"][column] for column in faithfulness.GATED_COLUMNS}
        row["runtime"] = sum(gated.values())
        row["runtime_columns"] = gated
        row["runtime_details"] = {key: value for key, value in counts.items()
                                  if isinstance(value, list) and value and key not in ("files_changed", "files_created")}
        for column, count in gated.items():
            if count:
                row["failures"].append({"check": f"runtime:{column}", "message": f"{column} = {count}"})

        # The second run.
        if status == 0 or written:
            digest = tree_digest(copy)
            check, check_status, check_stderr, seconds = run_json(
                binary, copy, ["rewrite", ".", "--check", "--add-to-project", "--format", "json"] + arguments)
            row["seconds"]["check"] = round(seconds, 2)
            row["check_exit"] = check_status
            pending = (check or {}).get("files", [])
            unchanged = tree_digest(copy) == digest
            row["check_noop"] = check_status == 0 and not pending and unchanged
            if not row["check_noop"]:
                errors = [line.strip() for line in check_stderr.splitlines() if "error:" in line][:1]
                row["failures"].append({
                    "check": "second-run", "message": f"rewrite --check exited {check_status}; would change "
                    f"{[entry.get('path') for entry in pending]}{'' if unchanged else '; the tree changed'}"
                    f"{'; ' + errors[0] if errors else ''}", "stderr": check_stderr.strip()[-2000:]})
        else:
            row["check_exit"] = None
            row["check_noop"] = None

        # The generated Swift, per module.
        typecheck_started = time.monotonic()
        created_swift = [entry.get("path") for entry in rewrite.get("files", [])
                         if entry.get("status") == "created" and str(entry.get("path", "")).endswith(".swift")]
        row["modules"] = []
        if written and created_swift:
            created_xibs = [entry.get("path") for entry in rewrite.get("files", [])
                            if entry.get("status") == "created" and str(entry.get("path", "")).endswith(".xib")]
            changed_documents = [entry.get("path") for entry in rewrite.get("files", []) if entry.get("kind") == "edited"]
            element_class = framework_of_tags(copy, created_xibs, changed_documents)
            app_swift = scan_swift(all_swift_sources(copy))
            objc = scan_objc(copy)
            compile_folder = os.path.join(compile_root, f"{name}-{threshold}")
            for module in modules_of(rewrite, copy, set(created_swift)):
                result = typecheck_module(module, copy, compile_folder, stubs, app_swift, objc, element_class)
                row["modules"].append(result)
                for error in result["errors"]:
                    row["failures"].append(dict(error, check=f"typecheck:{error['check']}", module=result["module"]))
        row["seconds"]["typecheck"] = round(time.monotonic() - typecheck_started, 2)
        if keep:
            kept = os.path.join(keep, f"{name}-{threshold}")
            shutil.rmtree(kept, ignore_errors=True)
            shutil.copytree(copy, os.path.join(kept, "app"), symlinks=True)
            if os.path.isdir(os.path.join(compile_root, f"{name}-{threshold}")):
                shutil.copytree(os.path.join(compile_root, f"{name}-{threshold}"), os.path.join(kept, "typecheck"))
    # One error of a file compiled by several modules (an app and its extension) counts once.
    row["typecheck_errors"] = len({(error["check"], error["file"], error["line"], error["message"])
                                   for module in row["modules"] for error in module["errors"]})
    row["objc_bridged"] = sorted({name for module in row["modules"] for name in module["objc_bridged"]})
    row["seconds"]["total"] = round(time.monotonic() - started, 2)
    row["ok"] = not row["failures"] and not row["unmeasured"]
    return row


# ---------------------------------------------------------------------------------------------
# The table


COLUMNS = [
    ("app", 45), ("thr", 5), ("exit", 8), ("found", 6), ("extr", 5), ("repl", 5), ("nib/sub", 8), ("ports", 6),
    ("skip", 5), ("dropped", 8), ("noop", 5), ("runtime", 8), ("tc_err", 7), ("secs", 7), ("result", 7),
]


def cells(row):
    threshold = "def" if row["threshold"] == "default" else "mv1"
    exits = f"{row.get('report_exit')}/{row.get('rewrite_exit')}/{'-' if row.get('check_exit') is None else row['check_exit']}"
    noop = "-" if row.get("check_noop") is None else ("yes" if row["check_noop"] else "NO")
    result = "ok" if row["ok"] else ("ERROR" if row["unmeasured"] else "FAIL")
    return [row["app"], threshold, exits, row.get("clusters_found", 0), row.get("extracted", 0), row.get("replaced", 0),
            f"{row['styles'].get('nibview', 0)}/{row['styles'].get('substitution', 0)}", row.get("ports", 0),
            len(row.get("skipped_clusters", [])), len(row.get("dropped", [])), noop, row.get("runtime", 0),
            row.get("typecheck_errors", 0), f"{row['seconds'].get('total', 0):.1f}", result]


def totals(rows):
    def total(key):
        return sum(row.get(key) or 0 for row in rows)

    return {
        "rows": len(rows),
        "failed_rows": sum(1 for row in rows if not row["ok"]),
        "clusters_found": total("clusters_found"),
        "extracted": total("extracted"),
        "replaced": total("replaced"),
        "nibview": sum(row["styles"].get("nibview", 0) for row in rows),
        "substitution": sum(row["styles"].get("substitution", 0) for row in rows),
        "ports": total("ports"),
        "skipped_clusters": sum(len(row.get("skipped_clusters", [])) for row in rows),
        "dropped": sum(len(row.get("dropped", [])) for row in rows),
        "second_run_not_noop": sum(1 for row in rows if row.get("check_noop") is False),
        "runtime": total("runtime"),
        "typecheck_errors": total("typecheck_errors"),
        "variants_found": total("variants_found"),
        "variant_copies": total("variant_copies"),
        "variants_extracted": total("variants_extracted"),
        "variant_copies_replaced": total("variant_copies_replaced"),
        "seconds": round(sum(row["seconds"].get("total", 0) for row in rows), 1),
        "rewrite_seconds": round(sum(row["seconds"].get("rewrite", 0) for row in rows), 1),
    }


def print_table(rows, summary):
    print("".join(f"{name:<{width}}" if index == 0 else f"{name:>{width}}" for index, (name, width) in enumerate(COLUMNS)))
    for row in rows:
        values = cells(row)
        print("".join(f"{str(value):<{width}}" if index == 0 else f"{str(value):>{width}}"
                      for index, (value, (_, width)) in enumerate(zip(values, COLUMNS))))
    print()
    print(f"totals: {summary['rows']} runs, {summary['failed_rows']} failed; clusters found {summary['clusters_found']}, "
          f"extracted {summary['extracted']} ({summary['nibview']} nibview, {summary['substitution']} substitution), "
          f"copies replaced {summary['replaced']}, ports {summary['ports']}, clusters skipped "
          f"{summary['skipped_clusters']}, dropped {summary['dropped']}, second runs not a no-op "
          f"{summary['second_run_not_noop']}, run-time counts {summary['runtime']}, type-check errors "
          f"{summary['typecheck_errors']}; {summary['seconds']} s in all ({summary['rewrite_seconds']} s in rewrite --write)")
    print(f"variant groups: {summary['variants_found']} found ({summary['variant_copies']} copies), "
          f"{summary['variants_extracted']} extracted ({summary['variant_copies_replaced']} copies replaced)")
    failing = [row for row in rows if not row["ok"]]
    if failing:
        print()
        print("failures:")
    for row in failing:
        for message in row["unmeasured"]:
            print(f"  {row['app']} ({row['threshold']}): not measured: {message}")
        # One line per finding; a file that several modules compile is named once, with its modules.
        findings = {}
        for failure in row["failures"]:
            key = (failure["check"], failure.get("file", ""), failure.get("line", 0), failure["message"])
            findings.setdefault(key, [])
            if failure.get("module"):
                findings[key].append(failure["module"].split(" (")[0])
        for index, ((check, file, line, message), modules) in enumerate(findings.items()):
            if index == FAILURES_SHOWN:
                print(f"  {row['app']} ({row['threshold']}): … and {len(findings) - index} more (--json has them all)")
                break
            where = f" {file}:{line}" if file else ""
            in_modules = f" [{', '.join(modules)}]" if modules else ""
            print(f"  {row['app']} ({row['threshold']}): {check}{in_modules}{where}: {message}")


MARKDOWN_HEADER = ("| app | thresholds | exit | found | extracted | replaced | nibview/subst. | ports | skipped | "
                   "dropped | no-op | run-time | type-check | seconds | result |")


def print_markdown(rows, summary):
    """The table of docs/field-trial.md, "Results": the same rows as the text table."""
    print(MARKDOWN_HEADER)
    print("|---|---|---|---:|---:|---:|---|---:|---:|---:|---|---:|---:|---:|---|")
    for row in rows:
        values = cells(row)
        values[1] = "default" if row["threshold"] == "default" else "`--min-views 1`"
        values[2] = values[2].replace("-", "–")
        values[10] = {"NO": "**no**", "-": "–"}.get(values[10], values[10])
        values[14] = "ok" if values[14] == "ok" else f"**{values[14]}**"
        print("| " + " | ".join(str(value) for value in values) + " |")
    print(f"| **total** ({summary['rows']} runs) | | | {summary['clusters_found']} | {summary['extracted']} | "
          f"{summary['replaced']} | {summary['nibview']}/{summary['substitution']} | {summary['ports']} | "
          f"{summary['skipped_clusters']} | {summary['dropped']} | {summary['second_run_not_noop']} not | "
          f"{summary['runtime']} | {summary['typecheck_errors']} | {summary['seconds']} | "
          f"{summary['failed_rows']} failed |")
    print()
    print(f"Variant groups (#31): {summary['variants_found']} found ({summary['variant_copies']} copies), "
          f"{summary['variants_extracted']} extracted ({summary['variant_copies_replaced']} copies replaced).")


# ---------------------------------------------------------------------------------------------
# Main


def locate_binary(requested):
    if requested:
        if not os.path.exists(requested):
            raise Unmeasurable(f"{requested} not found")
        return os.path.abspath(requested)
    binary = os.path.join(ROOT, ".build", "release", "xibify")
    if not os.path.exists(binary):
        print("building xibify (swift build -c release)…", file=sys.stderr)
        result = subprocess.run(["swift", "build", "-c", "release", "--product", "xibify"], cwd=ROOT)
        if result.returncode != 0 or not os.path.exists(binary):
            raise Unmeasurable("could not build xibify: swift build -c release failed")
    return binary


def app_folders(folder, wanted):
    if not os.path.isdir(folder):
        raise Unmeasurable(f"{folder} is not a folder")
    present = sorted(name for name in os.listdir(folder)
                     if os.path.isdir(os.path.join(folder, name)) and not name.startswith("."))
    if not wanted:
        if not present:
            raise Unmeasurable(f"{folder} holds no app folder")
        return [os.path.join(folder, name) for name in present]
    chosen = []
    for repo in wanted:
        name = repo.replace("/", "+")
        if name not in present:
            raise Unmeasurable(f"{repo}: no folder {name} in {folder} (stage it with ../shared/apps/stage.py)")
        chosen.append(os.path.join(folder, name))
    return chosen


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder", help="a folder of staged apps (OWNER+NAME folders)")
    parser.add_argument("--xibify", help="the binary to try (default: .build/release/xibify, built when missing)")
    parser.add_argument("--apps", nargs="+", metavar="REPO", help="only these apps (OWNER/NAME or OWNER+NAME)")
    parser.add_argument("--jobs", type=int, default=1, help="runs at once (default 1)")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    parser.add_argument("--markdown", action="store_true",
                        help="print the table as docs/field-trial.md shows it (with the failures below it)")
    parser.add_argument("--from-json", metavar="FILE",
                        help="print the table (or --markdown) of an earlier --json run instead of running")
    parser.add_argument("--keep", metavar="DIR", help="keep each rewritten copy and the files type-checked in DIR")
    options = parser.parse_args()
    if options.from_json:
        with open(options.from_json, encoding="utf-8") as f:
            earlier = json.load(f)
        (print_markdown if options.markdown else print_table)(earlier["rows"], earlier["totals"])
        sys.exit(0)
    try:
        binary = locate_binary(options.xibify)
        apps = app_folders(options.folder, options.apps)
        with tempfile.TemporaryDirectory(prefix="xibify-field-trial-swift-") as compile_root:
            stubs = build_stubs(os.path.join(compile_root, "stubs"))
            work = [(app, threshold) for app in apps for threshold in THRESHOLDS]
            rows = [None] * len(work)

            def run(index):
                app, threshold = work[index]
                try:
                    rows[index] = trial(app, threshold, binary, stubs, compile_root, options.keep)
                except Exception as error:  # noqa: BLE001 - a crash of the trial is a row not measured
                    rows[index] = {"app": os.path.basename(app), "threshold": threshold, "failures": [],
                                   "unmeasured": [f"{type(error).__name__}: {error}"], "styles": {}, "seconds": {},
                                   "ok": False}
                if not options.json:
                    print(f"{os.path.basename(app)} ({threshold}) done", file=sys.stderr)

            with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, options.jobs)) as pool:
                list(pool.map(run, range(len(work))))
    except Unmeasurable as error:
        print(f"field_trial: {error}", file=sys.stderr)
        sys.exit(2)
    summary = totals(rows)
    if options.json:
        print(json.dumps({"xibify": binary, "folder": options.folder, "rows": rows, "totals": summary}, indent=1))
    elif options.markdown:
        print_markdown(rows, summary)
    else:
        print_table(rows, summary)
    if any(row["unmeasured"] for row in rows):
        sys.exit(2)
    sys.exit(1 if summary["failed_rows"] else 0)


if __name__ == "__main__":
    main()
