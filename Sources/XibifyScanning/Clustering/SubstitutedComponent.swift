import Foundation
import XibifyFormat
import XibifySupport
import XibifyWorkspace

/// A component xibify wrote in the substitution style, seen as its copies were before it.
///
/// The xib's top-level object is of the generated class (`TagRowView`, a subclass of
/// `UIStackView`) and holds the class's outlets to its interior as its own connections. A copy
/// pasted later has neither: its root is of the class the generated one subclasses, and nothing
/// in it points at its interior. So that the scan groups such a copy with the component, as it
/// groups new copies of a NibView-style component with that xib's view, the component's root is
/// canonicalised as the copies had it (`asCopied`): the generated class replaced by its
/// superclass, the class's own outlets (to its interior, and to itself where a root attribute is
/// a parameter) left out, and the actions its ports forward aimed outside again. Outlets that its
/// ports hand to inner objects are not put back (that would add elements): copies with such
/// ports are not grouped with it.
package struct SubstitutedComponent: Sendable {
    /// The top-level object of the generated class.
    package var root: Int
    /// The generated class.
    package var className: String
    /// The class it subclasses, as its Swift source names it.
    package var superclass: String
    /// The selectors its action ports forward (`@IBAction @objc(settingChanged:)`): the xib's
    /// controls send them to the xib's object, where each copy's controls sent them outside.
    package var forwardedSelectors: Set<String> = []

    /// The class of a substituted component's placeholders (`TagRowViewPlaceholder`): a final
    /// subclass whose `awakeAfter(using:)` hands out the xib's object instead.
    package static func placeholderClass(of className: String) -> String { className + "Placeholder" }

    /// The substitution-style component a document is, if it is one xibify wrote.
    /// - Parameters:
    ///   - document: a parsed document.
    ///   - files: where the wrapper's source is read.
    package static func read(_ document: IBDocument, files: WorkspaceFiles) -> SubstitutedComponent? {
        guard document.kind == .xib, let objects = document.child("objects", of: 0),
            let className = BoundaryFinder.componentClass(of: document, files: files),
            let root = document.children(objects).first(where: {
                document.attribute("customClass", of: $0) == className
            })
        else { return nil }
        let swift = BoundaryFinder.wrapperSource(ofXIB: document.filePath ?? document.path, className: className)
        guard let data = files.contents(atPath: swift) else { return nil }
        let source = String(decoding: data, as: UTF8.self)
        guard let superclass = superclass(of: className, in: source) else { return nil }
        var component = SubstitutedComponent(root: root, className: className, superclass: superclass)
        let marker = "@IBAction @objc("
        for line in source.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix(marker), trimmed.hasSuffix(")") else { continue }
            component.forwardedSelectors.insert(String(trimmed.dropFirst(marker.count).dropLast()))
        }
        return component
    }

    /// The superclass a generated substitution class declares (`class Name: Superclass {`, at the
    /// start of a line, as the renderer writes it), or nil.
    package static func superclass(of className: String, in source: String) -> String? {
        let header = "class \(className): "
        for line in source.split(separator: "\n") where line.hasPrefix(header) && line.hasSuffix(" {") {
            let name = line.dropFirst(header.count).dropLast(2).trimmingCharacters(in: .whitespaces)
            return SwiftIdentifier.isTypeName(name) ? name : nil
        }
        return nil
    }

    /// The document with the component's root as its copies had it, element for element (every
    /// element keeps its index, so the copy's slots and paths are the document's own); nil when it
    /// cannot be parsed again.
    ///
    /// The root's class attributes become the superclass's: none for the class the element kind
    /// stands for (`UIStackView` for `stackView`), else `customClass` with the xib's module when
    /// the app's Swift declares the class (Interface Builder names the module of a Swift class,
    /// not of an Objective-C one). The root's outlets to its interior and to itself become elements
    /// the canonical form drops.
    /// - Parameters:
    ///   - document: the component's xib.
    ///   - appRoots: the folders whose sources declare the app's classes.
    ///   - files: where those sources are read.
    package func asCopied(in document: IBDocument, appRoots: [String], files: WorkspaceFiles) -> IBDocument? {
        var edits: [TextEdit] = []
        // The start tag, with the class attributes replaced.
        let classNames: Set<String> = ["customClass", "customModule", "customModuleProvider"]
        var startTag = "<" + document.tag(root)
        for attribute in document.attributeIndices(root) where !classNames.contains(document.attributeName(attribute)) {
            startTag += " " + document.attributeSource(attribute)
        }
        if superclass != ObjectClass.known(tag: document.tag(root), platform: document.platform) {
            // A Swift type name needs no escaping.
            startTag += #" customClass="\#(superclass)""#
            let declaredInSwift =
                appRoots.lazy.compactMap {
                    SourceClassNames.appClass(named: superclass, under: $0, files: files)
                }.first?.path?.hasSuffix(".swift") == true
            if declaredInSwift {
                for attribute in document.attributeIndices(root)
                where ["customModule", "customModuleProvider"].contains(document.attributeName(attribute)) {
                    startTag += " " + document.attributeSource(attribute)
                }
            }
        }
        let element = document.elements[root]
        let selfClosing = element.startTagEnd == element.end
        startTag += selfClosing ? "/>" : ">"
        edits.append(
            TextEdit(span: ByteSpan(start: Int(element.start), end: Int(element.startTagEnd)), replacement: startTag))
        // The class's outlets: each becomes `<animations/>`, one element for one, which the
        // canonical form drops as editor state; a list of nothing else goes the same way.
        if let connections = document.child("connections", of: root) {
            let children = document.children(connections)
            let own = children.filter { child in
                document.tag(child) == "outlet"
                    && document.attribute("destination", of: child).map { destination in
                        (root..<Int(element.subtreeEnd)).contains { document.id(of: $0) == destination }
                    } == true
            }
            if !own.isEmpty && own.count == children.count {
                let list = document.elements[connections]
                edits.append(
                    TextEdit(
                        span: ByteSpan(start: Int(list.start), end: Int(list.startTagEnd)), replacement: "<animations>")
                )
                let endTag = Array("</connections>".utf8)
                let endStart = Int(list.end) - endTag.count
                if endStart >= Int(list.startTagEnd) && Array(document.bytes[endStart..<Int(list.end)]) == endTag {
                    edits.append(
                        TextEdit(
                            span: ByteSpan(start: endStart, end: Int(list.end)),
                            replacement: "</animations>"))
                }
            }
            for outlet in own {
                edits.append(TextEdit(span: document.elements[outlet].span, replacement: "<animations/>"))
            }
        }
        // The actions its ports forward, aimed at the xib's object, aimed outside again: File's
        // Owner's id, which the canonical form takes, as any object outside, for `@outside`.
        if let rootID = document.id(of: root) {
            let owner = document.platform == .macOS ? "-2" : "-1"
            for action in root..<Int(element.subtreeEnd)
            where document.tag(action) == "action"
                && forwardedSelectors.contains(document.attribute("selector", of: action) ?? "")
            {
                for attribute in document.attributeIndices(action)
                where ["destination", "target"].contains(document.attributeName(attribute))
                    && document.attributeValue(attribute) == rootID
                {
                    edits.append(TextEdit(span: document.attributes[attribute].valueSpan, replacement: owner))
                }
            }
        }
        var bytes = document.bytes
        for edit in edits.sorted(by: { $0.span.start > $1.span.start }) {
            bytes.replaceSubrange(edit.span.start..<edit.span.end, with: edit.replacement)
        }
        guard let copied = try? IBDocumentParser.parse(bytes, path: document.path),
            copied.elements.count == document.elements.count
        else { return nil }
        copied.identify(kind: document.kind, platform: document.platform)
        return copied
    }
}
