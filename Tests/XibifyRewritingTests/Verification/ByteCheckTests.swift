import Testing

@testable import XibifyRewriting

/// `bytes`: every byte outside the edited spans of an input stays as it was.
@Suite struct ByteCheckTests {
    @Test func aChangeOutsideTheReplacedViewsIsRefused() throws {
        let result = try VerificationCase.shopApp()
        let files = try VerificationCase.editing("Checkout/Checkout.storyboard", in: result.files) {
            $0.replacingOccurrences(of: #"selector="pay:""#, with: #"selector="buy:""#)
        }
        let error = VerificationCase.refusal(files, plans: result.plans)
        #expect(error?.check == "bytes" && error?.code == "bytes-changed", "\(String(describing: error))")
    }
}
