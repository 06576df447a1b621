/// Reads the outline of a copy (`ViewOutline`) from its document, for reports that draw it.
///
/// A view is the copy's root, a child of a `<subviews>` list, or an element that has a
/// `<rect key="frame">` or a `<subviews>` list of its own (a cell's keyed content view, a scroll
/// view's clip view). One pass over the copy's elements marks them, a second writes them out in
/// document order; the texts and images come from the copy's content slots, each given to the
/// nearest view that encloses its element.
struct LayoutOutliner {
    /// The copy's document.
    let document: IBDocument

    /// The outline of one copy.
    /// - Parameters:
    ///   - root: the copy's root element.
    ///   - slots: the copy's content slots.
    ///   - parameterSlots: for each of the cluster's parameters, the index of its slot in `slots`.
    /// - Returns: the views, root first, in document order.
    func outline(root: Int, slots: [ContentSlot], parameterSlots: [Int]) -> [ViewOutline] {
        let end = Int(document.elements[root].subtreeEnd)
        let subviews = document.symbols.symbol("subviews")
        let rect = document.symbols.symbol("rect")
        var frames: [Int: Int] = [:]
        var isView: Set<Int> = [root]
        for element in (root + 1)..<max(end, root + 1) {
            let record = document.elements[element]
            let parent = Int(record.parent)
            if record.name == subviews {
                isView.insert(parent)
            } else if record.name == rect, document.attribute("key", of: element) == "frame" {
                isView.insert(parent)
                if frames[parent] == nil { frames[parent] = element }
            } else if let subviews, document.elements[parent].name == subviews {
                isView.insert(element)
            }
        }
        let flipped = document.platform != .macOS
        var position: [Int: Int] = [:]
        var views: [ViewOutline] = []
        for element in root..<end where isView.contains(element) {
            position[element] = views.count
            let kind = document.tag(element)
            views.append(
                ViewOutline(
                    parent: element == root
                        ? nil : enclosingView(of: Int(document.elements[element].parent), in: position, root: root),
                    kind: kind,
                    customClass: document.attribute("customClass", of: element),
                    userLabel: document.attribute("userLabel", of: element),
                    frame: frames[element].map(rectangle),
                    flipsSubviews: flipped || ViewOutline.flippedAppKitKinds.contains(kind),
                    stackAxis: axis(of: element, kind: kind),
                    fixedWidth: fixedSize("width", of: element),
                    fixedHeight: fixedSize("height", of: element)))
        }
        for slot in slots where slot.value?.isEmpty == false {
            guard let owner = enclosingView(of: slot.element, in: position, root: root) else { continue }
            switch slot.type {
            case .localizedString where document.tag(slot.element) != "accessibility":
                if views[owner].text == nil { views[owner].text = slot.value }
            case .image:
                if views[owner].image == nil { views[owner].image = slot.value }
            default: break
            }
        }
        for (parameter, slot) in parameterSlots.enumerated() where slot < slots.count {
            if let owner = enclosingView(of: slots[slot].element, in: position, root: root) {
                views[owner].parameters.append(parameter)
            }
        }
        return views
    }

    /// The outline position of the nearest view at or above an element, inside the copy.
    private func enclosingView(of element: Int, in position: [Int: Int], root: Int) -> Int? {
        var current = element
        while true {
            if let found = position[current] { return found }
            guard current > root else { return nil }
            current = Int(document.elements[current].parent)
        }
    }

    private func rectangle(_ element: Int) -> OutlineRect {
        func number(_ name: String) -> Double { document.attribute(name, of: element).flatMap(Double.init) ?? 0 }
        return OutlineRect(x: number("x"), y: number("y"), width: number("width"), height: number("height"))
    }

    private func axis(of element: Int, kind: String) -> ViewOutline.Axis? {
        guard kind == "stackView" else { return nil }
        // UIKit writes `axis="vertical"`, AppKit `orientation="vertical"`; both leave out horizontal.
        let written = document.attribute("axis", of: element) ?? document.attribute("orientation", of: element)
        return written == "vertical" ? .vertical : .horizontal
    }

    /// A constant the view's own constraints give its width or height (an equality, no second item).
    private func fixedSize(_ attribute: String, of element: Int) -> Double? {
        guard let list = document.child("constraints", of: element) else { return nil }
        let id = document.id(of: element)
        for constraint in document.children(list) where document.tag(constraint) == "constraint" {
            guard document.attribute("firstAttribute", of: constraint) == attribute,
                document.attribute("secondItem", of: constraint) == nil,
                (document.attribute("firstItem", of: constraint) ?? id) == id,
                (document.attribute("relation", of: constraint) ?? "equal") == "equal",
                let constant = document.attribute("constant", of: constraint).flatMap(Double.init), constant > 0
            else { continue }
            return constant
        }
        return nil
    }
}
