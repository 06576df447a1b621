import XibifyFormat

/// Layouts too plain to be a pasted component, left out of variant groups (docs/detection.md).
///
/// Of the near misses read by hand on real apps, the ones that were not a component with a
/// tweak were scroll views around one document view and containers pinning one table on four
/// sides: many screens have them, each with its own margins. The rule: a layout is boilerplate
/// when its root is a scrolling view (scroll, table, collection, outline, text or web view, or a
/// clip view) holding at most one view of its own, or when its root holds exactly one view and
/// that view is a scrolling view.
package enum Boilerplate {
    /// Views that scroll what they hold, and the clip view a macOS scroll view shows it through.
    package static let scrollingTags: Set<String> = [
        "scrollView", "tableView", "collectionView", "outlineView", "textView", "webView", "wkWebView", "clipView",
    ]

    /// Whether a candidate's layout is boilerplate.
    package static func matches(_ candidate: DuplicateClusterer.Candidate, in document: IBDocument) -> Bool {
        let root = candidate.element
        let held = subviews(of: root, in: document)
        if scrollingTags.contains(document.tag(root)) {
            // Scrollers and the clip view are the scroll view's own parts: count what they hold.
            let own = held.flatMap { view -> [Int] in
                switch document.tag(view) {
                case "scroller": []
                case "clipView": subviews(of: view, in: document)
                default: [view]
                }
            }
            return own.count <= 1
        }
        return held.count == 1 && scrollingTags.contains(document.tag(held[0]))
    }

    private static func subviews(of view: Int, in document: IBDocument) -> [Int] {
        document.child("subviews", of: view).map { document.children($0) } ?? []
    }
}
