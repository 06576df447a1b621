import Testing

@testable import XibifyRewriting

/// `parse`: every output reads back as an IB document.
@Suite struct ParseCheckTests {
    @Test func aXibThatDoesNotParseIsRefused() throws {
        let result = try VerificationCase.shopApp()
        #expect(VerificationCase.refusal(result.files, plans: result.plans) == nil)
        let files = try VerificationCase.editing("PaymentSummaryView.xib", in: result.files) {
            $0.replacingOccurrences(of: "</document>", with: "")
        }
        let error = VerificationCase.refusal(files, plans: result.plans)
        #expect(error?.check == "parse" && error?.code == "unparsable", "\(String(describing: error))")
    }
}
