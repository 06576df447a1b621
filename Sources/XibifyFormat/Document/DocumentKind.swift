/// Whether a document is a storyboard or a xib.
package enum DocumentKind: String, Sendable, Codable {
    /// A `.storyboard`: scenes of controllers.
    case storyboard
    /// A `.xib`: top-level objects owned by File's Owner.
    case xib
}
