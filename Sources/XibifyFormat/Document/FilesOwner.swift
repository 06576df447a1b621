/// Finds a xib's File's Owner: `<placeholder placeholderIdentifier="IBFilesOwner">` in UIKit
/// documents, `<customObject id="-2">` in AppKit ones (IB-FORMAT.md, placeholders).
package enum FilesOwner {
    /// The File's Owner element among the document's top-level objects, if any.
    package static func element(in document: IBDocument) -> Int? {
        guard !document.elements.isEmpty,
            let objects = document.children(0).first(where: { document.tag($0) == "objects" })
        else { return nil }
        return document.children(objects).first { child in
            switch document.tag(child) {
            case "placeholder": document.attribute("placeholderIdentifier", of: child) == "IBFilesOwner"
            case "customObject": document.attribute("id", of: child) == "-2"
            default: false
            }
        }
    }
}
