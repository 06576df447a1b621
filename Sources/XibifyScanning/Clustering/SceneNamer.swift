import XibifyFormat

/// Names where an instance lives: its storyboard scene, or its xib's File's Owner.
package struct SceneNamer {
    package let document: IBDocument

    /// The scene's display name (the comment Xcode writes before `<scene>`), else its
    /// controller's class or tag; for a xib, File's Owner's class.
    package func name(of element: Int) -> String? {
        switch document.kind {
        case .storyboard:
            var current = element
            while current >= 0 && document.tag(current) != "scene" { current = Int(document.elements[current].parent) }
            guard current >= 0 else { return nil }
            if let comment = precedingComment(current) { return comment }
            guard let objects = document.child("objects", of: current),
                let controller = document.children(objects).first
            else { return nil }
            return document.attribute("customClass", of: controller) ?? document.tag(controller)
        case .xib:
            return FilesOwner.element(in: document).flatMap { document.attribute("customClass", of: $0) }
        }
    }

    /// The text of an XML comment that directly precedes an element, if any.
    private func precedingComment(_ element: Int) -> String? {
        let bytes = document.bytes
        var index = Int(document.elements[element].start) - 1
        while index >= 0
            && (bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09)
        {
            index -= 1
        }
        guard index >= 2, bytes[index] == 0x3E, bytes[index - 1] == 0x2D, bytes[index - 2] == 0x2D else { return nil }
        let end = index - 2
        var start = end
        while start >= 4 {
            if bytes[start - 4] == 0x3C && bytes[start - 3] == 0x21 && bytes[start - 2] == 0x2D
                && bytes[start - 1] == 0x2D
            {
                let text = String(decoding: bytes[start..<end], as: UTF8.self)
                return text.isEmpty ? nil : text
            }
            start -= 1
        }
        return nil
    }
}
