/// What a generated wrapper class declares, recorded by `SwiftSourceRenderer` as it writes each
/// declaration, so the verifier checks values instead of re-reading the generated Swift.
public struct WrapperDeclaration: Sendable, Equatable {
    /// The class, with its base class and the platform's view classes above it.
    public var runtimeClass: RuntimeClass
    /// The `@IBInspectable` properties.
    public var properties: [String] = []
    /// The private outlets to the xib's inner views.
    public var outlets: [String] = []
    /// The ports: weak `AnyObject?` outlets that placeholders connect.
    public var ports: [String] = []
    /// The selectors forwarded by `@IBAction @objc(<selector>)` methods.
    public var selectors: [String] = []
    /// The keys under which outlet ports hand their object to an inner object.
    public var handedKeys: [String] = []
    /// The keys under which incoming ports hand an inner object to its holder.
    public var heldKeys: [String] = []

    /// A wrapper with nothing to set and nothing to connect: it would only cost a nib load.
    public var isEmpty: Bool { properties.isEmpty && ports.isEmpty }
}
