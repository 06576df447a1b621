#!/usr/bin/env python3
"""One cluster with many copies: writes the storyboard, and with --measure times every report format.

The storyboard holds COPIES copies of one small card (a view with a title and a subtitle label
and four constraints; each copy with its own texts and ids), 100 to a scene, so they form one
cluster of COPIES copies. It is what #27 found quadratic: SARIF's related locations and Xcode's
"also at" named every other copy for every copy.

    huge_cluster.py OUT.storyboard --copies 10000
    huge_cluster.py --measure --copies 1000 10000 [--binary .build/release/xibify] [--runs 1]

--measure writes each size to /tmp/xibify-huge/<copies>/Cards.storyboard, runs
`xibify report <folder> --format F` for text, json, xcode, sarif and html under
`/usr/bin/time -f "%e %M"` (output to a file), and prints a Markdown table of wall time, peak RSS
and output size per format and size (medians over --runs).
"""
import argparse
import os
import statistics
import subprocess
import sys

HEADER = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
useSafeAreas="YES" colorMatched="YES">
    <dependencies>
        <deployment identifier="iOS"/>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>
    </dependencies>
    <scenes>
"""
FOOTER = """    </scenes>
</document>
"""


def label(identifier, text, y):
    return f"""                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" \
text="{text}" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" \
translatesAutoresizingMaskIntoConstraints="NO" id="{identifier}">
                                <rect key="frame" x="16" y="{y}" width="200" height="20"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
"""


def card(index):
    view, title, subtitle = f"v{index:05d}-cd", f"t{index:05d}-cd", f"s{index:05d}-cd"
    return f"""                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \
id="{view}" userLabel="Card">
                            <rect key="frame" x="0.0" y="{index % 100 * 60}" width="393" height="60"/>
                            <subviews>
{label(title, f"Title {index}", 8)}{label(subtitle, f"Subtitle {index}", 32)}                            </subviews>
                            <constraints>
                                <constraint firstItem="{title}" firstAttribute="leading" secondItem="{view}" \
secondAttribute="leading" constant="16" id="a{index:05d}-cd"/>
                                <constraint firstItem="{title}" firstAttribute="top" secondItem="{view}" \
secondAttribute="top" constant="8" id="b{index:05d}-cd"/>
                                <constraint firstItem="{subtitle}" firstAttribute="leading" secondItem="{title}" \
secondAttribute="leading" id="c{index:05d}-cd"/>
                                <constraint firstItem="{subtitle}" firstAttribute="top" secondItem="{title}" \
secondAttribute="bottom" constant="4" id="d{index:05d}-cd"/>
                            </constraints>
                        </view>
"""


def storyboard(copies, per_scene=100):
    parts = [HEADER]
    for scene, start in enumerate(range(0, copies, per_scene)):
        parts.append(f"""        <scene sceneID="sc{scene:04d}-sn">
            <objects>
                <viewController id="vc{scene:04d}-ct" customClass="CardsViewController{scene}" \
sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="rv{scene:04d}-vw">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="6000"/>
                        <subviews>
""")
        for index in range(start, min(start + per_scene, copies)):
            parts.append(card(index))
        parts.append("""                        </subviews>
                    </view>
                </viewController>
            </objects>
        </scene>
""")
    parts.append(FOOTER)
    return "".join(parts)


def measure(binary, sizes, runs):
    formats = ["text", "json", "xcode", "sarif", "html"]
    print("| copies | MB | format | s | peak RSS MB | output MB |")
    print("|---|---|---|---|---|---|")
    for copies in sizes:
        folder = f"/tmp/xibify-huge/{copies}"
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, "Cards.storyboard")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(storyboard(copies))
        megabytes = os.path.getsize(path) / 1e6
        for form in formats:
            times, peaks = [], []
            out = f"/tmp/xibify-huge/out-{copies}.{form}"
            for _ in range(runs):
                timing = subprocess.run(
                    ["/usr/bin/time", "-f", "%e %M", binary, "report", folder, "--format", form, "--output", out],
                    capture_output=True, text=True)
                if timing.returncode != 0:
                    sys.exit(f"{form} at {copies} copies exited {timing.returncode}:\n{timing.stderr}")
                seconds, kilobytes = timing.stderr.strip().splitlines()[-1].split()
                times.append(float(seconds))
                peaks.append(int(kilobytes) / 1024)
            size = os.path.getsize(out) / 1e6
            print(f"| {copies:,} | {megabytes:.1f} | {form} | {statistics.median(times):.2f} | "
                  f"{statistics.median(peaks):.0f} | {size:.2f} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("output", nargs="?", help="the storyboard to write")
    parser.add_argument("--copies", type=int, nargs="+", default=[10000])
    parser.add_argument("--measure", action="store_true", help="time every report format at each size")
    parser.add_argument("--binary", default=".build/release/xibify")
    parser.add_argument("--runs", type=int, default=1)
    arguments = parser.parse_args()
    if arguments.measure:
        measure(arguments.binary, arguments.copies, arguments.runs)
    elif arguments.output:
        with open(arguments.output, "w", encoding="utf-8") as handle:
            handle.write(storyboard(arguments.copies[0]))
    else:
        parser.error("name a storyboard to write, or --measure")


if __name__ == "__main__":
    main()
