import XibifyFormat

/// Reads the outline of a copy (`ViewOutline`) from its document, for reports that draw it.
///
/// A view is the copy's root, a child of a `<subviews>` list, or an element that has a
/// `<rect key="frame">` or a `<subviews>` list of its own (a cell's keyed content view, a scroll
/// view's clip view). One pass over the copy's elements marks them, a second writes them out in
/// document order; the texts and images come from the copy's content slots, each given to the
/// nearest view that encloses its element.
///
/// Every copy of every cluster is outlined during the scan, so names are compared as symbols and
/// per-element facts kept in arrays over the copy's range: on a 100 MB synthetic corpus (15,902
/// copies) `report` took about 7 % more CPU time than without outlines (docs/performance.md).
package struct LayoutOutliner {
    /// The copy's document.
    package let document: IBDocument
    private let names: Names

    /// The symbols of the tags and attributes the outliner reads (nil: the document never uses it).
    private struct Names {
        let subviews, rect, constraints, constraint, accessibility: UInt32?
        let key, customClass, userLabel, x, y, width, height, axis, orientation: UInt32?
        let firstAttribute, firstItem, secondItem, relation, constant, id: UInt32?

        init(_ symbols: SymbolTable) {
            (subviews, rect, constraints) = (
                symbols.symbol("subviews"), symbols.symbol("rect"), symbols.symbol("constraints")
            )
            (constraint, accessibility) = (symbols.symbol("constraint"), symbols.symbol("accessibility"))
            (key, customClass, userLabel) = (
                symbols.symbol("key"), symbols.symbol("customClass"), symbols.symbol("userLabel")
            )
            (x, y, width, height) = (
                symbols.symbol("x"), symbols.symbol("y"), symbols.symbol("width"), symbols.symbol("height")
            )
            (axis, orientation) = (symbols.symbol("axis"), symbols.symbol("orientation"))
            (firstAttribute, firstItem) = (symbols.symbol("firstAttribute"), symbols.symbol("firstItem"))
            (secondItem, relation) = (symbols.symbol("secondItem"), symbols.symbol("relation"))
            (constant, id) = (symbols.symbol("constant"), symbols.symbol("id"))
        }
    }

    /// Creates an outliner for the copies of one document.
    package init(document: IBDocument) {
        self.document = document
        self.names = Names(document.symbols)
    }

    /// The outline of one copy.
    /// - Parameters:
    ///   - root: the copy's root element.
    ///   - slots: the copy's content slots.
    ///   - parameterSlots: for each of the cluster's parameters, the index of its slot in `slots`.
    /// - Returns: the views, root first, in document order.
    package func outline(root: Int, slots: [ContentSlot], parameterSlots: [Int]) -> [ViewOutline] {
        let end = Int(document.elements[root].subtreeEnd)
        // Per element of the copy (offset from the root): is it a view, its frame's element, its
        // place in the outline.
        var isView = [Bool](repeating: false, count: end - root)
        var frame = [Int](repeating: -1, count: end - root)
        isView[0] = true
        for element in (root + 1)..<end {
            let record = document.elements[element]
            let parent = Int(record.parent)
            if record.name == names.subviews {
                isView[parent - root] = true
            } else if record.name == names.rect, value(names.key, of: element) == "frame" {
                isView[parent - root] = true
                if frame[parent - root] < 0 { frame[parent - root] = element }
            } else if document.elements[parent].name == names.subviews {
                isView[element - root] = true
            }
        }
        let flipped = document.platform != .macOS
        var position = [Int](repeating: -1, count: end - root)
        var views: [ViewOutline] = []
        for element in root..<end where isView[element - root] {
            position[element - root] = views.count
            let kind = document.tag(element)
            views.append(
                ViewOutline(
                    parent: element == root
                        ? nil : enclosingView(of: Int(document.elements[element].parent), position, root: root),
                    kind: kind,
                    customClass: value(names.customClass, of: element),
                    userLabel: value(names.userLabel, of: element),
                    frame: frame[element - root] >= 0 ? rectangle(frame[element - root]) : nil,
                    flipsSubviews: flipped || ViewOutline.flippedAppKitKinds.contains(kind),
                    stackAxis: kind == "stackView" ? axis(of: element) : nil,
                    fixedWidth: fixedSize("width", of: element),
                    fixedHeight: fixedSize("height", of: element)))
        }
        for slot in slots where slot.value?.isEmpty == false {
            guard let owner = enclosingView(of: slot.element, position, root: root) else { continue }
            switch slot.type {
            case .localizedString where document.elements[slot.element].name != names.accessibility:
                if views[owner].text == nil { views[owner].text = slot.value }
            case .image:
                if views[owner].image == nil { views[owner].image = slot.value }
            default: break
            }
        }
        for (parameter, slot) in parameterSlots.enumerated() where slot < slots.count {
            if let owner = enclosingView(of: slots[slot].element, position, root: root) {
                views[owner].parameters.append(parameter)
            }
        }
        return views
    }

    /// The outline position of the nearest view at or above an element, inside the copy.
    private func enclosingView(of element: Int, _ position: [Int], root: Int) -> Int? {
        var current = element
        while current >= root && current < root + position.count {
            if position[current - root] >= 0 { return position[current - root] }
            guard current > root else { return nil }
            current = Int(document.elements[current].parent)
        }
        return nil
    }

    private func value(_ name: UInt32?, of element: Int) -> String? {
        document.attributeIndex(name, of: element).map(document.attributeValue)
    }

    private func rectangle(_ element: Int) -> OutlineRect {
        func number(_ name: UInt32?) -> Double { value(name, of: element).flatMap(Double.init) ?? 0 }
        return OutlineRect(
            x: number(names.x), y: number(names.y), width: number(names.width), height: number(names.height))
    }

    private func axis(of element: Int) -> ViewOutline.Axis {
        // UIKit writes `axis="vertical"`, AppKit `orientation="vertical"`; both leave out horizontal.
        let written = value(names.axis, of: element) ?? value(names.orientation, of: element)
        return written == "vertical" ? .vertical : .horizontal
    }

    /// A constant the view's own constraints give its width or height (an equality, no second item).
    private func fixedSize(_ attribute: String, of element: Int) -> Double? {
        guard let constraints = names.constraints else { return nil }
        var child = element + 1
        let end = Int(document.elements[element].subtreeEnd)
        while child < end && document.elements[child].name != constraints {
            child = Int(document.elements[child].subtreeEnd)
        }
        guard child < end else { return nil }
        let ownID = value(names.id, of: element)
        var constraint = child + 1
        let listEnd = Int(document.elements[child].subtreeEnd)
        while constraint < listEnd {
            defer { constraint = Int(document.elements[constraint].subtreeEnd) }
            guard document.elements[constraint].name == names.constraint,
                document.attributeIndex(names.secondItem, of: constraint) == nil,
                value(names.firstAttribute, of: constraint) == attribute,
                (value(names.firstItem, of: constraint) ?? ownID) == ownID,
                (value(names.relation, of: constraint) ?? "equal") == "equal",
                let constant = value(names.constant, of: constraint).flatMap(Double.init), constant > 0
            else { continue }
            return constant
        }
        return nil
    }
}
