import CLibXML2
import Foundation

/// Runs libxml2's SAX2 push parser over a document buffer and records every element flat,
/// with exact byte spans (PARSING.md's recipe) and a bottom-up shape hash.
///
/// This is the only file that calls libxml2 (`AllocatorTuning` imports its shim for glibc's
/// `mallopt` alone). Parser options: no network, no entity substitution, no DTD loading; any
/// DOCTYPE is refused outright, which also stops external entities and entity-expansion bombs
/// before they are declared.
package enum LibXML2Reader {
    /// The result of a successful parse: the flat records, before IB validation.
    package struct Output {
        package var elements: [IBElement]
        package var attributes: [IBAttribute]
        package var symbols: SymbolTable
    }

    /// The deepest element nesting read.
    ///
    /// The canonicaliser walks subtrees recursively, one frame of well under 1 KB per level, on
    /// threads with `WorkerThreads.stackSize` of stack: 50,000 levels (25,000 nested views) stay
    /// far inside it. Real files nest a few dozen.
    package static let maxDepth = 50_000

    /// A parse failure with the position libxml2 or our guards reported.
    package struct Failure: Error {
        package var reason: DocumentError.Reason
        package var line: Int?
        package var column: Int?
    }

    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    private static let chunkSize = 64 * 1024

    /// Parses one buffer.
    /// - Parameters:
    ///   - bytes: the whole file.
    ///   - path: the file's path, for libxml2's own messages.
    /// - Returns: the flat element records.
    /// - Throws: `Failure` for malformed XML, non-UTF-8 input, a DOCTYPE, or a root that is not `<document>`.
    package static func read(_ bytes: UnsafeBufferPointer<UInt8>, path: String) throws(Failure) -> Output {
        precondition(initialized)
        guard let base = bytes.baseAddress, !bytes.isEmpty else {
            throw Failure(reason: .malformed("the file is empty"), line: 1, column: 1)
        }
        // A struct behind a pointer, not a class: the callbacks then append to its arrays without
        // the runtime's exclusivity checks, which cost about a tenth of the parse.
        let state = UnsafeMutablePointer<SAXState>.allocate(capacity: 1)
        state.initialize(to: SAXState(base: base, count: bytes.count))
        defer {
            state.deinitialize(count: 1)
            state.deallocate()
        }
        var handler = makeHandler()
        guard let parser = xmlCreatePushParserCtxt(&handler, UnsafeMutableRawPointer(state), nil, 0, path) else {
            throw Failure(reason: .malformed("libxml2 could not create a parser"), line: nil, column: nil)
        }
        defer { xmlFreeParserCtxt(parser) }
        // XML_PARSE_HUGE lifts libxml2's 10,000,000-byte limit on one text or attribute value
        // (a long translation, an embedded image), which refused such files as malformed (#27).
        // What the limit guards against stays guarded: no DOCTYPE or entity is ever expanded
        // (refused below), depth is our own `maxDepth`, and a file is at most 4 GiB; memory grows
        // with the file (docs/cli.md, "Refused files").
        xmlCtxtUseOptions(parser, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_HUGE.rawValue))
        state.pointee.parser = parser

        let raw = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
        var offset = 0
        var size = chunkSize
        var position = -1
        while offset < bytes.count && state.pointee.failure == nil {
            let length = min(size, bytes.count - offset)
            if xmlParseChunk(parser, raw + offset, Int32(length), 0) != 0 { break }
            offset += length
            // Inside one start tag (a long attribute value) the parser stands still, and looks for
            // the tag's end from its start at every chunk: twice the chunk each time it stood still
            // keeps that linear (a 50 MB value took 23 s in 64 KiB chunks; the scan stays in them).
            let now = state.pointee.failure == nil ? Int(xibify_position(parser)) : position
            size = now == position ? min(size * 2, 1 << 30) : chunkSize
            position = now
        }
        if state.pointee.failure == nil {
            xmlParseChunk(parser, nil, 0, 1)
        }

        if let failure = state.pointee.failure { throw failure }
        if state.pointee.stoppedAtForeignRoot {
            // Only the root was read: enough for the caller to say what the file is.
            return state.pointee.output
        }
        if parser.pointee.wellFormed == 0 || !state.pointee.stack.isEmpty || state.pointee.elements.isEmpty {
            throw Failure(reason: .malformed("the XML is not well-formed"), line: nil, column: nil)
        }
        return state.pointee.output
    }

    private static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { context, localName, _, _, _, _, attributeCount, _, attributes in
            guard let context, let localName else { return }
            context.assumingMemoryBound(to: SAXState.self).pointee.startElement(
                localName, Int(attributeCount), attributes)
        }
        handler.endElementNs = { context, _, _, _ in
            guard let context else { return }
            context.assumingMemoryBound(to: SAXState.self).pointee.endElement()
        }
        handler.internalSubset = { context, _, _, _ in
            guard let context else { return }
            context.assumingMemoryBound(to: SAXState.self).pointee.refuse(.forbiddenDoctype)
        }
        handler.entityDecl = { context, _, _, _, _, _ in
            guard let context else { return }
            context.assumingMemoryBound(to: SAXState.self).pointee.refuse(.forbiddenDoctype)
        }
        handler.serror = { context, error in
            guard let context, let error else { return }
            context.assumingMemoryBound(to: SAXState.self).pointee.record(error.pointee)
        }
        return handler
    }
}

/// The mutable state of one parse, reached from the C callbacks through `userData`.
private struct SAXState {
    /// An element whose end tag has not been seen yet.
    struct Frame {
        var index: Int32
        var header: UInt64
        var children: UInt64
        var role: ShapeRole
    }

    let base: UnsafePointer<UInt8>
    let count: Int
    var parser: xmlParserCtxtPtr?
    var elements: [IBElement] = []
    var attributes: [IBAttribute] = []
    var stack: [Frame] = []
    var symbols = SymbolTable()
    var interner = PointerInterner()
    var failure: LibXML2Reader.Failure?
    var stoppedAtForeignRoot = false

    var output: LibXML2Reader.Output {
        LibXML2Reader.Output(elements: elements, attributes: attributes, symbols: symbols)
    }

    init(base: UnsafePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
        elements.reserveCapacity(count / 90)
        attributes.reserveCapacity(count / 30)
    }

    private mutating func symbol(_ name: UnsafePointer<xmlChar>) -> UInt32 {
        if let symbol = interner[UnsafeRawPointer(name)] { return symbol }
        let symbol = symbols.intern(NameCache.shared.entry(name))
        interner[UnsafeRawPointer(name)] = symbol
        return symbol
    }

    mutating func startElement(
        _ localName: UnsafePointer<xmlChar>,
        _ attributeCount: Int,
        _ values: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        guard failure == nil, let parser else { return }
        if elements.isEmpty && xibify_has_encoder(parser) != 0 {
            refuse(.notUTF8)
            return
        }
        if xibify_input_count(parser) != 1 {
            refuse(.forbiddenDoctype)
            return
        }
        if stack.count >= LibXML2Reader.maxDepth {
            refuse(.tooDeep(LibXML2Reader.maxDepth))
            return
        }
        let position = Int(xibify_position(parser))
        // The start tag's `<` is the last one before the position (a raw `<` cannot occur in an
        // attribute value). Searching back from the first attribute's value, when libxml2 points
        // into our buffer, skips most of a long tag.
        var start = min(position, count - 1)
        if attributeCount > 0, let values, let first = values[3] {
            let offset = xibify_input_offset(parser, first)
            if offset >= 0 && offset < start { start = offset }
        }
        while start > 0 && base[start] != 0x3C { start -= 1 }
        let startTagEnd = position < count && base[position] == 0x2F ? position + 2 : position + 1

        let name = symbol(localName)
        let role = symbols.roles[Int(name)]
        var header = StableHash.mix(symbols.hashes[Int(name)])
        let attributeStart = attributes.count
        var rawSpans: [(Int, Int)]?
        if let values {
            for index in 0..<attributeCount {
                guard let attributeName = values[5 * index] else { continue }
                let attributeSymbol = symbol(attributeName)
                var valueStart = -1
                var valueEnd = -1
                if let first = values[5 * index + 3], let last = values[5 * index + 4] {
                    let offset = xibify_input_offset(parser, first)
                    if offset >= 0 && offset < startTagEnd && xibify_input_offset(parser, last) >= 0 {
                        valueStart = offset
                        valueEnd = offset + (last - first)
                    }
                }
                let decoded = valueStart < 0
                if decoded {
                    if rawSpans == nil { rawSpans = StartTagScanner.valueSpans(base, from: start, to: startTagEnd) }
                    if let spans = rawSpans, index < spans.count { (valueStart, valueEnd) = spans[index] }
                }
                attributes.append(
                    IBAttribute(
                        name: attributeSymbol,
                        valueStart: UInt32(truncatingIfNeeded: max(valueStart, 0)),
                        valueEnd: UInt32(truncatingIfNeeded: max(valueEnd, 0)),
                        needsDecoding: decoded
                    )
                )
                let attributeRole = symbols.roles[Int(attributeSymbol)]
                if !role.ignoresAttributes && !attributeRole.skipsAttribute {
                    var contribution = symbols.hashes[Int(attributeSymbol)]
                    // An archived image's name embeds an id, which the canonical form renumbers.
                    if attributeRole.hashesValue && !decoded && valueEnd > valueStart
                        && !Self.looksNumeric(base[valueStart])
                        && !ArchivedName.matches(base + valueStart, count: valueEnd - valueStart)
                    {
                        contribution = StableHash.combine(
                            contribution, StableHash.hash(base + valueStart, count: valueEnd - valueStart))
                    }
                    header &+= StableHash.mix(contribution)
                }
            }
        }

        let index = Int32(elements.count)
        elements.append(
            IBElement(
                start: UInt32(truncatingIfNeeded: start),
                startTagEnd: UInt32(truncatingIfNeeded: startTagEnd),
                end: UInt32(truncatingIfNeeded: startTagEnd),
                parent: stack.last?.index ?? -1,
                subtreeEnd: index + 1,
                name: name,
                attributeStart: UInt32(attributeStart),
                attributeCount: UInt16(truncatingIfNeeded: attributes.count - attributeStart),
                depth: UInt16(truncatingIfNeeded: stack.count),
                shapeHash: 0
            )
        )
        stack.append(Frame(index: index, header: header, children: 0, role: role))

        if index == 0 && symbols[name] != "document" {
            // Not an IB document: stop here rather than parse the rest for nothing.
            stoppedAtForeignRoot = true
            xmlStopParser(parser)
        }
    }

    /// Values that may be numbers are left out of the shape: the canonical form respells them.
    @inline(__always)
    static func looksNumeric(_ first: UInt8) -> Bool {
        (first >= 0x30 && first <= 0x39) || first == 0x2D || first == 0x2B || first == 0x2E
    }

    mutating func endElement() {
        guard failure == nil, !stoppedAtForeignRoot, let parser, let frame = stack.popLast() else { return }
        let index = Int(frame.index)
        elements[index].end = UInt32(truncatingIfNeeded: Int(xibify_position(parser)))
        elements[index].subtreeEnd = Int32(elements.count)
        let shape = StableHash.combine(frame.header, frame.children)
        elements[index].shapeHash = shape
        guard !frame.role.skipsElement, !stack.isEmpty else { return }
        // Children are summed whatever their order: the canonical form sorts some lists and
        // property children, so only an order-blind sum is sure to be coarser than it.
        stack[stack.count - 1].children &+= StableHash.mix(shape)
    }

    mutating func refuse(_ reason: DocumentError.Reason) {
        guard failure == nil else { return }
        let line = parser.map { Int(xibify_line($0)) }
        failure = LibXML2Reader.Failure(reason: reason, line: line, column: nil)
        if let parser { xmlStopParser(parser) }
    }

    mutating func record(_ error: xmlError) {
        guard failure == nil, !stoppedAtForeignRoot, error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        var message = error.message.map { String(cString: $0) } ?? "unknown libxml2 error"
        message = message.trimmingCharacters(in: .whitespacesAndNewlines)
        let line = error.line > 0 ? Int(error.line) : nil
        let column = error.int2 > 0 ? Int(error.int2) : nil
        let reason: DocumentError.Reason =
            message.hasPrefix("Input is not proper UTF-8") || message.contains("encoding")
            ? .notUTF8 : .malformed(message)
        failure = LibXML2Reader.Failure(reason: reason, line: line, column: column)
        if let parser { xmlStopParser(parser) }
    }
}
