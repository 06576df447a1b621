import Testing

@testable import XibifyRewriting

/// `keyed-children`: no element gains a second child with one `key`.
@Suite struct KeyedChildrenCheckTests {
    @Test func aSecondFrameIsRefused() throws {
        let result = try VerificationCase.shopApp()
        let frame = #"<rect key="frame" x="0.0" y="0.0" width="361" height="96"/>"#
        let files = try VerificationCase.editing("PaymentSummaryView.xib", in: result.files) {
            $0.replacingOccurrences(of: frame, with: frame + frame)
        }
        let error = VerificationCase.refusal(files, plans: result.plans)
        #expect(error?.check == "keyed-children" && error?.code == "duplicate-key", "\(String(describing: error))")
    }
}
