/// How a name takes part in the shape hash that the parser computes.
///
/// The shape hash must be coarser than the canonical fingerprint: two subtrees with the
/// same fingerprint must have the same shape hash. So everything the canonicaliser drops,
/// renumbers, normalises or treats as content is left out of it here, even where the
/// canonicaliser keeps it in some contexts; the fingerprint then decides.
package struct ShapeRole: Sendable, Equatable {
    /// As an element name: the element and its subtree are left out of the shape.
    package var skipsElement: Bool
    /// As an element name: attributes do not count (constraints, whose defaults may be spelled out).
    package var ignoresAttributes: Bool
    /// As an attribute name: the attribute is left out of the shape.
    package var skipsAttribute: Bool
    /// As an attribute name: the value counts too, when it is wiring or identity
    /// (`CanonicalizationRules.identityAttributes`) and the canonical form keeps it verbatim (not a
    /// number, which it respells, and not a value with escapes, which it decodes).
    ///
    /// A layout value (`textAlignment="center"`, a system colour's name) does not count, even a
    /// word: copies that differ only in layout values must meet in one shape group, so that they
    /// are canonicalised and compared as variants of one layout (#31).
    package var hashesValue: Bool

    /// Classifies a name by the canonicalisation rules.
    /// - Parameter name: an element or attribute name.
    package init(name: String) {
        self.init(name: name, hash: StableHash.hash(name))
    }

    /// Classifies a name whose `StableHash` is known.
    ///
    /// The names the rules mention are found by that hash (binary search, then one string
    /// comparison), not by hashing the name again with SipHash.
    /// - Parameters:
    ///   - name: an element or attribute name.
    ///   - hash: `StableHash.hash(name)`.
    package init(name: String, hash: UInt64) {
        self = Self.known.value(of: name, hash: hash) ?? Self.plain
    }

    private init(computing name: String) {
        skipsElement = CanonicalizationRules.shapeSkippedElements.contains(name)
        ignoresAttributes = name == "constraint"
        skipsAttribute =
            CanonicalizationRules.droppedAttributes.contains(name)
            || CanonicalizationRules.rootOnlyAttributes.contains(name)
            || CanonicalizationRules.referenceAttributeNames.contains(name)
            || CanonicalizationRules.slotAttributeNames.contains(name)
            || name == "fixedFrame"
        hashesValue = !skipsAttribute && CanonicalizationRules.identityAttributes.contains(name)
    }

    /// The role of every name the rules mention, so interning a name costs one lookup
    /// (every document interns a few hundred names).
    ///
    /// Found by hash, for `init(name:hash:)`.
    private static let known: NameHashTable<ShapeRole> = {
        let names = CanonicalizationRules.shapeSkippedElements
            .union(CanonicalizationRules.droppedAttributes)
            .union(CanonicalizationRules.rootOnlyAttributes)
            .union(CanonicalizationRules.referenceAttributeNames)
            .union(CanonicalizationRules.slotAttributeNames)
            .union(CanonicalizationRules.identityAttributes)
            .union(["constraint", "fixedFrame"])
        return NameHashTable(names.map { ($0, ShapeRole(computing: $0)) })
    }()

    /// The role of any other name.
    private static let plain = ShapeRole(computing: "")
}
