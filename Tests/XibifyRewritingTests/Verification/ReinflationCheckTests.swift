import Testing

@testable import XibifyRewriting

/// `reinflation`: each placeholder, inflated with the xib and its own values, is the layout it replaced.
@Suite struct ReinflationCheckTests {
    @Test func aXibThatNoLongerShowsTheCopyIsRefused() throws {
        let result = try VerificationCase.shopApp()
        // A text every copy shows, changed in the xib.
        let files = try VerificationCase.editing("PaymentSummaryView.xib", in: result.files) {
            $0.replacingOccurrences(of: #"text="Total""#, with: #"text="Sum""#)
        }
        let error = VerificationCase.refusal(files, plans: result.plans)
        #expect(error?.check == "reinflation", "\(String(describing: error))")
    }
}
