#!/usr/bin/env python3
"""Independent reader of an Xcode project for xibify's tests.

Reads project.pbxproj with the `pbxproj` package (pip install pbxproj), resolves every file
reference's path by walking the groups from the main group itself, and prints JSON:

    {"<target>": {"Sources": [absolute paths], "Resources": [absolute paths]}, ...}

plus, under "_unreachable", build files whose reference resolves to no path. It shares no code
with xibify's Swift reader (XcodeProject), so the two can check each other.
"""
import json
import os
import sys

from pbxproj import XcodeProject


def main(path):
    project = XcodeProject.load(path)
    objects = project.objects
    source_root = os.path.dirname(os.path.dirname(os.path.abspath(path)))
    parent = {}
    for group_type in ("PBXGroup", "PBXVariantGroup"):
        for group in objects.get_objects_in_section(group_type):
            for child in getattr(group, "children", []):
                parent[str(child)] = group.get_id()
    root = objects[project.rootObject]
    main_group = str(root.mainGroup)

    def resolve(identifier):
        node = objects[identifier]
        tree = getattr(node, "sourceTree", "<group>")
        own = getattr(node, "path", None)
        if tree == "<group>":
            if identifier == main_group:
                base = source_root
            elif identifier in parent:
                base = resolve(parent[identifier])
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

    result = {"_unreachable": []}
    for target in objects.get_objects_in_section("PBXNativeTarget"):
        phases = {"Sources": [], "Resources": []}
        for phase_id in target.buildPhases:
            phase = objects[phase_id]
            key = {"PBXSourcesBuildPhase": "Sources", "PBXResourcesBuildPhase": "Resources"}.get(phase.isa)
            if key is None:
                continue
            for build_id in phase.files:
                # A build file of a package product has a productRef and no fileRef.
                if getattr(objects[build_id], "fileRef", None) is None:
                    continue
                reference = str(objects[build_id].fileRef)
                node = objects[reference]
                ids = [str(c) for c in node.children] if node.isa == "PBXVariantGroup" else [reference]
                for file_id in ids:
                    resolved = resolve(file_id)
                    if resolved is None:
                        result["_unreachable"].append(build_id)
                    else:
                        phases[key].append(resolved)
        result[str(target.name)] = {key: sorted(value) for key, value in phases.items()}
    json.dump(result, sys.stdout, indent=1, sort_keys=True)


if __name__ == "__main__":
    main(sys.argv[1])
