import Synchronization

/// A parsed storyboard or xib: the file's bytes, kept as the source of truth for rewriting,
/// and its elements as flat records in document order.
public final class IBDocument: @unchecked Sendable {
    /// The path the file was read from, as given or found.
    package let path: String
    /// The file's exact bytes.
    package let bytes: [UInt8]
    // `kind` and `platform` are set once by `IBDocumentParser` before the document is
    // returned, and never after; that is why the class can be `@unchecked Sendable`.
    /// Storyboard or xib.
    package private(set) var kind: DocumentKind
    /// Where the file is on disk (absolute), when it was read from a file.
    ///
    /// Set once by the loader, before the document is shared. Files beside it (a wrapper's Swift
    /// source) are found from here.
    package private(set) var filePath: String?
    /// Whether a symbolic link led to the file from outside every folder scanned.
    ///
    /// Its real path (`filePath`) is then read and reported, never written; its copies carry an
    /// `outsideScannedFolders` blocker (#27). Set once by the loader, with `filePath`.
    package private(set) var isOutsideScannedFolders = false
    /// The UI framework it targets.
    package private(set) var platform: Platform
    /// Every element, in document order; element 0 is `<document>`.
    package let elements: [IBElement]
    /// Every attribute of every element, element by element.
    package let attributes: [IBAttribute]
    /// The names used by the elements and attributes.
    package let symbols: SymbolTable
    /// Built on first use: only reports need line numbers, and only for a few elements.
    private let lines = Mutex<LineTable?>(nil)

    package init(path: String, bytes: [UInt8], kind: DocumentKind, platform: Platform, parsed: LibXML2Reader.Output) {
        self.path = path
        self.bytes = bytes
        self.kind = kind
        self.platform = platform
        self.elements = parsed.elements
        self.attributes = parsed.attributes
        self.symbols = parsed.symbols
    }

    /// Records where the file was read from.
    /// - Parameters:
    ///   - path: the real path.
    ///   - outsideScannedFolders: whether a link led there from the folders scanned.
    package func locate(_ path: String, outsideScannedFolders: Bool = false) {
        filePath = path
        isOutsideScannedFolders = outsideScannedFolders
    }

    /// Records what the document is, once its root has been checked.
    package func identify(kind: DocumentKind, platform: Platform) {
        self.kind = kind
        self.platform = platform
    }

    /// The tag of an element.
    /// - Parameter element: an element index.
    /// - Returns: its tag, such as `view` or `constraint`.
    package func tag(_ element: Int) -> String { symbols[elements[element].name] }

    /// The indices of an element's attributes in `attributes`.
    /// - Parameter element: an element index.
    /// - Returns: the range.
    package func attributeIndices(_ element: Int) -> Range<Int> {
        let record = elements[element]
        let start = Int(record.attributeStart)
        return start..<(start + Int(record.attributeCount))
    }

    /// The name of an attribute.
    /// - Parameter attribute: an index into `attributes`.
    /// - Returns: its name.
    package func attributeName(_ attribute: Int) -> String { symbols[attributes[attribute].name] }

    /// The decoded value of an attribute.
    /// - Parameter attribute: an index into `attributes`.
    /// - Returns: the value as XML defines it (references resolved, whitespace normalised).
    package func attributeValue(_ attribute: Int) -> String {
        let record = attributes[attribute]
        return bytes.withUnsafeBufferPointer { buffer in
            let raw = UnsafeBufferPointer(rebasing: buffer[Int(record.valueStart)..<Int(record.valueEnd)])
            return record.needsDecoding ? XMLText.decodeAttribute(raw) : String(decoding: raw, as: UTF8.self)
        }
    }

    /// An attribute exactly as written: `name="raw value"`, with its original quote and escapes.
    /// - Parameter attribute: an index into `attributes`.
    /// - Returns: the text, ready to put back into a start tag.
    package func attributeSource(_ attribute: Int) -> String {
        let record = attributes[attribute]
        let start = Int(record.valueStart)
        let quote = start > 0 ? bytes[start - 1] : 0x22
        let raw = String(decoding: bytes[start..<Int(record.valueEnd)], as: UTF8.self)
        let mark = quote == 0x27 ? "'" : "\""
        return attributeName(attribute) + "=" + mark + raw + mark
    }

    /// The exact bytes of an element, as text.
    /// - Parameter element: an element index.
    /// - Returns: the text from `<` to the end tag's `>`.
    package func source(of element: Int) -> String {
        let record = elements[element]
        return String(decoding: bytes[Int(record.start)..<Int(record.end)], as: UTF8.self)
    }

    /// The decoded value of a named attribute of an element.
    /// - Parameters:
    ///   - name: the attribute name.
    ///   - element: an element index.
    /// - Returns: the value, or nil when the element has no such attribute.
    package func attribute(_ name: String, of element: Int) -> String? {
        guard let symbol = symbols.symbol(name) else { return nil }
        for index in attributeIndices(element) where attributes[index].name == symbol {
            return attributeValue(index)
        }
        return nil
    }

    /// The index of an element's attribute with a given name symbol.
    /// - Parameters:
    ///   - symbol: the attribute name's symbol (nil: the document never uses the name).
    ///   - element: an element index.
    /// - Returns: the attribute's index in `attributes`, or nil.
    @inline(__always)
    package func attributeIndex(_ symbol: UInt32?, of element: Int) -> Int? {
        guard let symbol else { return nil }
        let record = elements[element]
        let start = Int(record.attributeStart)
        for index in start..<(start + Int(record.attributeCount)) where attributes[index].name == symbol {
            return index
        }
        return nil
    }

    /// The `id` of an element, if it has one.
    /// - Parameter element: an element index.
    /// - Returns: the id.
    package func id(of element: Int) -> String? { attribute("id", of: element) }

    /// The direct children of an element, in document order.
    /// - Parameter element: an element index.
    /// - Returns: the child indices.
    package func children(_ element: Int) -> [Int] {
        var result: [Int] = []
        var child = element + 1
        let end = Int(elements[element].subtreeEnd)
        while child < end {
            result.append(child)
            child = Int(elements[child].subtreeEnd)
        }
        return result
    }

    /// The first child with a given tag and, optionally, `key`.
    /// - Parameters:
    ///   - tag: the child's tag.
    ///   - key: the child's `key` attribute, or nil for any.
    ///   - element: the parent's index.
    /// - Returns: the child's index, or nil.
    package func child(_ tag: String, key: String? = nil, of element: Int) -> Int? {
        children(element).first { self.tag($0) == tag && (key == nil || attribute("key", of: $0) == key) }
    }

    /// Whether `element` lies in the subtree of `ancestor` (itself included).
    /// - Parameters:
    ///   - element: the possible descendant.
    ///   - ancestor: the subtree's root.
    /// - Returns: true when inside.
    package func isInSubtree(_ element: Int, of ancestor: Int) -> Bool {
        element >= ancestor && element < Int(elements[ancestor].subtreeEnd)
    }

    /// The decoded character content of an element that has no element children.
    /// - Parameter element: an element index.
    /// - Returns: the text, or nil for an element with children or an empty element.
    package func text(of element: Int) -> String? {
        let record = elements[element]
        guard Int(record.subtreeEnd) == element + 1, record.end > record.startTagEnd else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var close = Int(record.end) - 1
            while close > Int(record.startTagEnd) && buffer[close] != 0x3C { close -= 1 }
            let raw = UnsafeBufferPointer(rebasing: buffer[Int(record.startTagEnd)..<close])
            return XMLText.decodeContent(raw)
        }
    }

    /// The line and column of a byte offset.
    /// - Parameter offset: a byte offset in `bytes`.
    /// - Returns: its 1-based location.
    package func location(ofOffset offset: Int) -> SourceLocation {
        bytes.withUnsafeBufferPointer { buffer in
            lines.withLock { table in
                if table == nil { table = LineTable(buffer) }
                return table!.location(of: offset, in: buffer)
            }
        }
    }

    /// Where an element starts.
    /// - Parameter element: an element index.
    /// - Returns: the location of its `<`.
    package func location(of element: Int) -> SourceLocation {
        location(ofOffset: Int(elements[element].start))
    }

    /// Where an element ends.
    /// - Parameter element: an element index.
    /// - Returns: the location of the last byte of its end tag.
    package func endLocation(of element: Int) -> SourceLocation {
        location(ofOffset: max(Int(elements[element].end) - 1, 0))
    }
}
