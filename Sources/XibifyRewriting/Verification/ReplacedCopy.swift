import XibifyFormat
import XibifyScanning

/// One replaced copy as the checks see it: the copy in its input document, and its placeholder
/// in the edited output.
package struct ReplacedCopy {
    package let instance: ClusterInstance
    /// The input document, indexed, with its canonicaliser (the reference for re-inflation).
    package let original: Canonicalizer
    /// The edited output.
    package let edited: ParsedOutput
    /// The placeholder in the edited output: the element with the copy's root id.
    package let placeholder: Int

    package var objectID: String { instance.objectID ?? "?" }

    /// Finds the placeholder, which must be of the plan's class.
    package init(_ instance: ClusterInstance, plan: ExtractionPlan, original: Canonicalizer, edited: ParsedOutput)
        throws(VerificationError)
    {
        let objectID = instance.objectID ?? "?"
        guard let placeholder = edited.index.elementByID[objectID],
            edited.document.attribute("customClass", of: placeholder) == plan.placeholderClassName
        else { throw .missingPlaceholder(path: instance.file, objectID: objectID) }
        self.instance = instance
        self.original = original
        self.edited = edited
        self.placeholder = placeholder
    }

    /// The outlets on the placeholder: (property, destination).
    package var portOutlets: [(property: String, destination: String)] {
        let document = edited.document
        guard let list = document.child("connections", of: placeholder) else { return [] }
        return document.children(list).filter { document.tag($0) == "outlet" }.map {
            (document.attribute("property", of: $0) ?? "", document.attribute("destination", of: $0) ?? "")
        }
    }
}
