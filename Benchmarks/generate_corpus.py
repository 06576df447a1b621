#!/usr/bin/env python3
"""Writes a deterministic synthetic corpus of Interface Builder files for the benchmark.

Storyboards and xibs, iOS and macOS, with realistic nesting (containers, stack views, labels,
buttons, images, text fields, constraints, fonts, colours) and planted duplicates of several
kinds: exact copies with other ids, frames and content (they cluster), copies whose constraints
are stored in another order, near-copies with one constant changed (they must not cluster),
and copies with an outlet into them (blocked). Buttons send actions to their scene's
controller or File's Owner, so extraction goes through boundary ports. The same seed and size
give the same bytes.

    generate_corpus.py OUT_DIR --megabytes 25 [--seed 1]
"""
import argparse
import os
import random

ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
WORDS = ("total amount card name title subtitle price status order account email password save cancel "
         "next back share delete profile settings help search filter sort date time address city").split()


class Ids:
    def __init__(self, rng):
        self.rng, self.used = rng, set()

    def new(self):
        while True:
            r = self.rng
            value = "".join(r.choice(ALPHABET) for _ in range(3)) + "-" + "".join(
                r.choice(ALPHABET) for _ in range(2)) + "-" + "".join(r.choice(ALPHABET) for _ in range(3))
            if value not in self.used:
                self.used.add(value)
                return value


def number(rng):
    return rng.choice(["0.0", "8", "12", "16", "20.333333333333332", "24", "44", "29.666666666666671", "120"])


def text(rng):
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 3))).capitalize()


class Shape:
    """A layout template: a tree of (tag, children, seed) fixed once, rendered many times."""

    def __init__(self, rng, depth, mac):
        self.mac = mac
        self.seed = rng.randrange(1 << 30)
        self.tag = (rng.choice(["customView", "stackView", "box"]) if mac else rng.choice(["view", "stackView", "view"])) if depth > 0 else None
        self.children = []
        if depth > 0:
            for _ in range(rng.randint(2, 4)):
                if rng.random() < 0.3 and depth > 1:
                    self.children.append(Shape(rng, depth - 1, mac))
                else:
                    self.children.append(Leaf(rng, mac))


class Leaf:
    def __init__(self, rng, mac):
        self.mac = mac
        self.kind = rng.choice(["textField", "button", "imageView", "textField"] if mac else ["label", "label", "button", "imageView", "textField"])
        self.seed = rng.randrange(1 << 30)


def action(leaf, s, target, ids, pad):
    """A button's action to the scene's controller or File's Owner: a boundary port for rewrite."""
    if target is None:
        return []
    selector = s.choice(["tap:", "save:", "open:"])
    connection = (f'<action selector="{selector}" target="{target}" id="{ids.new()}"/>' if leaf.mac else
                  f'<action selector="{selector}" destination="{target}" eventType="touchUpInside" id="{ids.new()}"/>')
    return [f'{pad}    <connections>', f'{pad}        {connection}', f'{pad}    </connections>']


def render_leaf(leaf, rng, ids, out, indent, target=None):
    pad = " " * indent
    vid = ids.new()
    s = random.Random(leaf.seed)  # structure is fixed per template; content comes from rng
    frame = f'{pad}    <rect key="frame" x="{number(rng)}" y="{number(rng)}" width="{number(rng)}" height="{number(rng)}"/>'
    if leaf.mac:
        if leaf.kind == "textField":
            out.append(f'{pad}<textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="{vid}">')
            out.append(frame)
            out.append(f'{pad}    <textFieldCell key="cell" lineBreakMode="clipping" alignment="{s.choice(["left", "right"])}" title="{text(rng)}" id="{ids.new()}">')
            out.append(f'{pad}        <font key="font" metaFont="system"/>')
            out.append(f'{pad}        <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>')
            out.append(f'{pad}        <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>')
            out.append(f'{pad}    </textFieldCell>')
            out.append(f'{pad}</textField>')
        elif leaf.kind == "button":
            out.append(f'{pad}<button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="{vid}">')
            out.append(frame)
            out.append(f'{pad}    <buttonCell key="cell" type="push" title="{text(rng)}" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="{ids.new()}">')
            out.append(f'{pad}        <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>')
            out.append(f'{pad}        <font key="font" metaFont="system"/>')
            out.append(f'{pad}    </buttonCell>')
            out.extend(action(leaf, s, target, ids, pad))
            out.append(f'{pad}</button>')
        else:
            out.append(f'{pad}<imageView horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="{vid}">')
            out.append(frame)
            out.append(f'{pad}    <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" image="icon-{rng.randint(1, 9)}" id="{ids.new()}"/>')
            out.append(f'{pad}</imageView>')
        return vid
    if leaf.kind == "label":
        out.append(f'{pad}<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="{text(rng)}" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="{vid}">')
        out.append(frame)
        out.append(f'{pad}    <fontDescription key="fontDescription" type="system" pointSize="{s.choice([13, 15, 17, 22])}"/>')
        out.append(f'{pad}    <color key="textColor" systemColor="{s.choice(["labelColor", "secondaryLabelColor"])}"/>')
        out.append(f'{pad}    <nil key="highlightedColor"/>')
        out.append(f'{pad}</label>')
    elif leaf.kind == "button":
        out.append(f'{pad}<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="{vid}">')
        out.append(frame)
        out.append(f'{pad}    <state key="normal" title="{text(rng)}"/>')
        out.extend(action(leaf, s, target, ids, pad))
        out.append(f'{pad}</button>')
    elif leaf.kind == "imageView":
        out.append(f'{pad}<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="icon-{rng.randint(1, 9)}" translatesAutoresizingMaskIntoConstraints="NO" id="{vid}">')
        out.append(frame)
        out.append(f'{pad}    <constraints>')
        out.append(f'{pad}        <constraint firstAttribute="width" constant="{s.choice([24, 32, 40])}" id="{ids.new()}"/>')
        out.append(f'{pad}    </constraints>')
        out.append(f'{pad}</imageView>')
    else:
        out.append(f'{pad}<textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="{text(rng)}" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="{vid}">')
        out.append(frame)
        out.append(f'{pad}    <fontDescription key="fontDescription" type="system" pointSize="14"/>')
        out.append(f'{pad}    <textInputTraits key="textInputTraits"/>')
        out.append(f'{pad}</textField>')
    return vid


def render_shape(shape, rng, ids, out, indent, variant=None, label=None, target=None):
    """Renders a template; variant 'reorder' shuffles constraints, 'near' changes one constant."""
    pad = " " * indent
    vid = ids.new()
    s = random.Random(shape.seed)
    extra = ' axis="vertical" spacing="8"' if shape.tag == "stackView" else ""
    name = f' userLabel="{label}"' if label else ""
    out.append(f'{pad}<{shape.tag} contentMode="scaleToFill"{extra} translatesAutoresizingMaskIntoConstraints="NO" id="{vid}"{name}>' if not shape.mac else
               f'{pad}<{shape.tag} translatesAutoresizingMaskIntoConstraints="NO" id="{vid}"{name}>')
    out.append(f'{pad}    <rect key="frame" x="{number(rng)}" y="{number(rng)}" width="{number(rng)}" height="{number(rng)}"/>')
    out.append(f'{pad}    <subviews>')
    kids = []
    for child in shape.children:
        if isinstance(child, Shape):
            kids.append(render_shape(child, rng, ids, out, indent + 8, variant if variant == "reorder" else None,
                                     target=target))
        else:
            kids.append(render_leaf(child, rng, ids, out, indent + 8, target))
    out.append(f'{pad}    </subviews>')
    if not shape.mac and s.random() < 0.5:
        out.append(f'{pad}    <color key="backgroundColor" systemColor="secondarySystemBackgroundColor"/>')
    if shape.tag != "stackView":
        constraints = []
        previous = None
        for index, kid in enumerate(kids):
            constant = s.choice(["8", "12", "16"])
            if variant == "near" and index == 0:
                constant = "99"
            constraints.append(f'<constraint firstItem="{kid}" firstAttribute="leading" secondItem="{vid}" secondAttribute="leading" constant="{constant}" id="{ids.new()}"/>')
            constraints.append(f'<constraint firstAttribute="trailing" secondItem="{kid}" secondAttribute="trailing" constant="{s.choice(["8", "16"])}" id="{ids.new()}"/>')
            top = previous or vid
            attribute = "bottom" if previous else "top"
            constraints.append(f'<constraint firstItem="{kid}" firstAttribute="top" secondItem="{top}" secondAttribute="{attribute}" constant="{s.choice(["4", "8"])}" id="{ids.new()}"/>')
            previous = kid
        constraints.append(f'<constraint firstAttribute="bottom" secondItem="{previous}" secondAttribute="bottom" constant="8" id="{ids.new()}"/>')
        if variant == "reorder":
            rng.shuffle(constraints)
        else:
            constraints.sort(key=lambda c: c.split('id="')[1])
        out.append(f'{pad}    <constraints>')
        out.extend(f'{pad}        {c}' for c in constraints)
        out.append(f'{pad}    </constraints>')
    out.append(f'{pad}</{shape.tag}>')
    return vid


def document(rng, mac, storyboard, shapes, size):
    ids = Ids(rng)
    kind = ("Cocoa" if mac else "CocoaTouch") + (".Storyboard.XIB" if storyboard else ".XIB")
    runtime = "MacOSX.Cocoa" if mac else "iOS.CocoaTouch"
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<document type="com.apple.InterfaceBuilder3.{kind}" version="3.0" toolsVersion="23504" targetRuntime="{runtime}" propertyAccessControl="none" useAutolayout="YES"' + ("" if mac else ' useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"') + ">"]
    if not mac:
        out.append('    <device id="retina6_12" orientation="portrait" appearance="light"/>')
    out.append("    <dependencies>")
    out.append(f'        <deployment identifier="{"macosx" if mac else "iOS"}"/>')
    out.append(f'        <plugIn identifier="com.apple.InterfaceBuilder.{"CocoaPlugin" if mac else "IBCocoaTouchPlugin"}" version="23506"/>')
    out.append('        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>')
    out.append("    </dependencies>")
    total = 0
    root_tag = "customView" if mac else "view"

    def body(indent, controller):
        nonlocal total
        pad = " " * indent
        root = ids.new()
        out.append(f'{pad}<{root_tag} key="view" id="{root}">' if storyboard else f'{pad}<{root_tag} id="{root}">')
        out.append(f'{pad}    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>')
        out.append(f'{pad}    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>')
        out.append(f'{pad}    <subviews>')
        kids, outlets = [], []
        # Buttons send their actions to the scene's controller, or to File's Owner in a xib.
        target = controller or ("-2" if mac else "-1")
        for _ in range(rng.randint(3, 8)):
            roll = rng.random()
            shape = rng.choice(shapes)
            if roll < 0.45:
                kids.append(render_shape(shape, rng, ids, out, indent + 8, label=f"Shared {shapes.index(shape)}",
                                         target=target))
            elif roll < 0.55:
                kids.append(render_shape(shape, rng, ids, out, indent + 8, "reorder", target=target))
            elif roll < 0.62:
                kids.append(render_shape(shape, rng, ids, out, indent + 8, "near", target=target))
            elif roll < 0.68:
                start = len(out)
                kids.append(render_shape(shape, rng, ids, out, indent + 8, target=target))
                inner = next((line.split('id="')[1].split('"')[0] for line in out[start + 1:] if "<label" in line or "<textField" in line), None)
                if inner:
                    outlets.append(inner)
            else:
                kids.append(render_shape(Shape(rng, rng.randint(1, 3), mac), rng, ids, out, indent + 8, target=target))
        out.append(f'{pad}    </subviews>')
        out.append(f'{pad}    <constraints>')
        previous = root
        for kid in kids:
            out.append(f'{pad}        <constraint firstItem="{kid}" firstAttribute="top" secondItem="{previous}" secondAttribute="{"top" if previous == root else "bottom"}" constant="16" id="{ids.new()}"/>')
            out.append(f'{pad}        <constraint firstItem="{kid}" firstAttribute="leading" secondItem="{root}" secondAttribute="leading" constant="16" id="{ids.new()}"/>')
            previous = kid
        out.append(f'{pad}    </constraints>')
        out.append(f'{pad}</{root_tag}>')
        return outlets

    if storyboard:
        out.append("    <scenes>")
        while total < size:
            controller = ids.new()
            out.append(f"        <!--Screen {len(out)} View Controller-->")
            out.append(f'        <scene sceneID="{ids.new()}">')
            out.append("            <objects>")
            out.append(f'                <viewController id="{controller}" customClass="Screen{len(out)}ViewController" customModule="Bench" customModuleProvider="target" sceneMemberID="viewController">')
            outlets = body(20, controller)
            if outlets:
                out.append("                    <connections>")
                for index, target in enumerate(outlets):
                    out.append(f'                        <outlet property="field{index}" destination="{target}" id="{ids.new()}"/>')
                out.append("                    </connections>")
            out.append("                </viewController>")
            out.append(f'                <placeholder placeholderIdentifier="IBFirstResponder" id="{ids.new()}" userLabel="First Responder" sceneMemberID="firstResponder"/>')
            out.append("            </objects>")
            out.append(f'            <point key="canvasLocation" x="{rng.randint(0, 4000)}" y="{rng.randint(0, 4000)}"/>')
            out.append("        </scene>")
            total = sum(len(line) + 1 for line in out)
        out.append("    </scenes>")
    else:
        out.append("    <objects>")
        if mac:
            out.append('        <customObject id="-2" userLabel="File\'s Owner" customClass="PanelController" customModule="Bench" customModuleProvider="target"/>')
            out.append('        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>')
            out.append('        <customObject id="-3" userLabel="Application" customClass="NSObject"/>')
        else:
            out.append('        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File\'s Owner" customClass="PanelView" customModule="Bench" customModuleProvider="target"/>')
            out.append('        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>')
        while total < size:
            body(8, None)
            total = sum(len(line) + 1 for line in out)
        out.append("    </objects>")
    out.append("    <resources>")
    for index in range(1, 10):
        out.append(f'        <image name="icon-{index}" width="24" height="24"/>')
    out.append("    </resources>")
    out.append("</document>")
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--megabytes", type=float, default=25)
    parser.add_argument("--seed", type=int, default=1)
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    ios_shapes = [Shape(rng, rng.randint(1, 3), False) for _ in range(40)]
    mac_shapes = [Shape(rng, rng.randint(1, 3), True) for _ in range(20)]
    target = int(arguments.megabytes * 1_000_000)
    written = 0
    index = 0
    os.makedirs(arguments.out, exist_ok=True)
    while written < target:
        mac = rng.random() < 0.25
        storyboard = rng.random() < 0.4
        size = int(rng.choice([20_000, 60_000, 150_000, 400_000, 1_500_000]) * rng.uniform(0.5, 1.5))
        size = min(size, target - written + 10_000)
        text = document(rng, mac, storyboard, mac_shapes if mac else ios_shapes, size)
        folder = os.path.join(arguments.out, "Mac" if mac else "iOS", f"Module{index % 12}")
        os.makedirs(folder, exist_ok=True)
        name = f"{'Panel' if mac else 'Screen'}{index}.{'storyboard' if storyboard else 'xib'}"
        with open(os.path.join(folder, name), "w", encoding="utf-8") as handle:
            handle.write(text)
        written += len(text.encode("utf-8"))
        index += 1
    print(f"{index} files, {written / 1e6:.1f} MB in {arguments.out}")


if __name__ == "__main__":
    main()
