#!/usr/bin/env bash
# Builds xibify in release mode and packs it as an artifact bundle (SE-0305), the form of
# SwiftLint's SwiftLintBinary: Binaries/xibify.artifactbundle/info.json and the binary under
# xibify-<version>-<triple>/bin/xibify, plus Binaries/xibify.artifactbundle.zip and its SwiftPM
# checksum for a release download. With the bundle present, Package.swift gives the plugins the
# prebuilt binary instead of building xibify from source (docs/plugins.md, "A prebuilt binary").
#
#   Scripts/make-artifactbundle.sh            # for this machine's platform
#   XIBIFY_BUNDLE_DIR=/some/folder Scripts/make-artifactbundle.sh
#
# Linux: one variant, this machine's triple (`swift -print-target-info`), the Swift runtime linked
# statically; libxml2 must be installed where it runs. macOS: one universal binary (arm64 and
# x86_64) for both macOS triples; not run here (the project's CI is Linux).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
out="${XIBIFY_BUNDLE_DIR:-$root/Binaries}"

flags=(-c release --product xibify)
case "$(uname -s)" in
    Darwin)
        flags+=(--arch arm64 --arch x86_64)
        triples='"arm64-apple-macosx", "x86_64-apple-macosx"'
        ;;
    *)
        flags+=(--static-swift-stdlib)
        triple="$(swift -print-target-info | sed -n 's/.*"unversionedTriple": *"\([^"]*\)".*/\1/p' | head -n 1)"
        [ -n "$triple" ] || { echo "make-artifactbundle: cannot read the target triple" >&2; exit 1; }
        triples="\"$triple\""
        ;;
esac

swift build "${flags[@]}"
binary="$(swift build "${flags[@]}" --show-bin-path)/xibify"
# The version is ToolInfo.version (Sources/XibifyReporting/Reporting/ToolInfo.swift), as --version prints it.
version="$("$binary" --version)"
bundle="$out/xibify.artifactbundle"
variant="xibify-$version"
rm -rf "$bundle" "$bundle.zip"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/xibify"
cat > "$bundle/info.json" <<JSON
{
    "schemaVersion": "1.0",
    "artifacts": {
        "xibify": {
            "type": "executable",
            "version": "$version",
            "variants": [
                {
                    "path": "$variant/bin/xibify",
                    "supportedTriples": [$triples]
                }
            ]
        }
    }
}
JSON
(cd "$out" && zip -qr xibify.artifactbundle.zip xibify.artifactbundle)
checksum="$(swift package compute-checksum "$bundle.zip")"
echo "made $bundle (xibify $version, $triples)"
echo "made $bundle.zip, checksum $checksum"
