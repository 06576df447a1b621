import XibifyFormat

/// What a generated wrapper class declares, recorded by `SwiftSourceRenderer` as it writes each
/// declaration, so the verifier checks values instead of re-reading the generated Swift.
package struct WrapperDeclaration: Sendable, Equatable {
    /// The class, with its base class and the platform's view classes above it.
    package var runtimeClass: RuntimeClass
    /// The `@IBInspectable` properties.
    package var properties: [String] = []
    /// The private outlets to the xib's inner views.
    package var outlets: [String] = []
    /// The ports: weak `AnyObject?` outlets that placeholders connect.
    package var ports: [String] = []
    /// The selectors forwarded by `@IBAction @objc(<selector>)` methods.
    package var selectors: [String] = []
    /// The keys under which outlet ports hand their object to an inner object.
    package var handedKeys: [String] = []
    /// The keys under which incoming ports held under one name hand an inner object to its holder
    /// (a keyed port takes the name its placeholder sets: `keyedPorts`).
    package var heldKeys: [String] = []
    /// The holders' properties incoming ports assign typed, by `<port>.<property>`, with the
    /// holder's class; the others are handed their object by key-value coding.
    package var typedHolders: [String: String] = [:]
    /// The keyed incoming ports: each placeholder sets the port's `<port>Key` to its holder's
    /// property, and the port hands its object over under that name (typed where
    /// `typedHolders` says so, by key-value coding otherwise).
    package var keyedPorts: [String] = []

    /// The holder's class a port casts to before it assigns `property`, or nil where it hands the
    /// object over by key.
    package func typedHolder(port: String, property: String) -> String? { typedHolders[port + "." + property] }

    /// Records that a port assigns `property` on a holder cast to `holder`.
    package mutating func recordTypedHolder(_ holder: String, port: String, property: String) {
        typedHolders[port + "." + property] = holder
    }

    /// A wrapper with nothing to set and nothing to connect: it would only cost a nib load.
    package var isEmpty: Bool { properties.isEmpty && ports.isEmpty }
}
