import Foundation
import Testing

@testable import XibifyFormat

/// The byte search that replaces Foundation's `contains` where documents are identified.
@Suite struct ContainsBytesTests {
    @Test func agreesWithFoundation() {
        let texts = [
            "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "com.apple.InterfaceBuilder3.Cocoa.XIB",
            "com.apple.InterfaceBuilder.AppleTV.Storyboard", "", "Coco", "CocoaCocoa", "é-Cocoa-ü",
        ]
        let parts = ["CocoaTouch", "Cocoa", "Storyboard", "AppleTV", "WatchKit", "", "é", "a-ü", "XIBX"]
        for text in texts {
            for part in parts {
                #expect(text.containsBytes(part) == (part.isEmpty || text.range(of: part) != nil), "\(text) \(part)")
            }
        }
    }

    @Test func offsetsAreIndicesOfTheSlice() {
        let line = Array("    object.setValue(value, forKey: \"delegate\")".utf8)
        let slice = line[4...]
        let needle = Array("forKey: \"".utf8)
        let at = ByteSearch.firstOffset(of: needle, in: slice)
        #expect(at.map { Array(line[$0..<$0 + needle.count]) } == needle)
        #expect(ByteSearch.firstOffset(of: needle, in: line[..<10]) == nil)
        #expect(ByteSearch.firstOffset(of: [], in: slice) == slice.startIndex)
    }

    @Test func platformsFromDocumentTypes() {
        #expect(Platform(documentType: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB") == .iOS)
        #expect(Platform(documentType: "com.apple.InterfaceBuilder3.Cocoa.XIB") == .macOS)
        #expect(Platform(documentType: "com.apple.InterfaceBuilder.AppleTV.Storyboard") == .tvOS)
        #expect(Platform(documentType: "com.apple.InterfaceBuilder.WatchKit.Storyboard") == .watchOS)
        #expect(Platform(documentType: "com.example.Other") == nil)
    }
}
