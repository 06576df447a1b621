import Testing

@testable import XibifyFormat
@testable import XibifyRewriting
@testable import XibifyScanning

/// The registry of rewrite styles.
@Suite struct RewriteStylesTests {
    @Test func everyStyleHasItsImplementation() {
        for kind in ExtractionStyle.allCases {
            #expect(RewriteStyles.style(kind).kind == kind)
        }
    }

    /// What sets the two styles apart, asked of the style and not of its name.
    @Test func theStylesAnswerForThemselves() {
        let rootClass = Blocker(
            direction: .incoming, kind: .rootClass, message: "m", location: SourceLocation(line: 1, column: 1),
            referringTag: "outlet", attribute: "destination", targetID: "a", advice: "")
        let nibView = RewriteStyles.style(.nibView)
        let substitution = RewriteStyles.style(.substitution)
        #expect(nibView.isBlocking(rootClass) && !substitution.isBlocking(rootClass))
        #expect(nibView.placeholderClass(of: "CardView") == "CardView")
        #expect(substitution.placeholderClass(of: "CardView") == "CardViewPlaceholder")
        #expect(nibView.derivesFromBaseClass && !substitution.derivesFromBaseClass)
        #expect(nibView.adoptsComponents && !substitution.adoptsComponents)
        #expect(!nibView.keepsRootElement && substitution.keepsRootElement)
    }
}
