import Testing

@testable import XibifyRewriting

/// `ids`: no id twice, and no reference to an id no object has, where the input had neither.
@Suite struct IDCheckTests {
    @Test func aDanglingReferenceIsRefused() throws {
        let result = try VerificationCase.shopApp()
        let files = try VerificationCase.editing("Checkout/Checkout.storyboard", in: result.files) {
            $0.replacingOccurrences(of: #"destination="Ch7-vC-k01""#, with: #"destination="Zz9-zz-z99""#)
        }
        let error = VerificationCase.refusal(files, plans: result.plans)
        #expect(error?.check == "ids" && error?.code == "dangling-reference", "\(String(describing: error))")
    }

    @Test func anIDTwiceIsRefused() throws {
        let result = try VerificationCase.shopApp()
        let files = try VerificationCase.editing("PaymentSummaryView.xib", in: result.files) {
            $0.replacingOccurrences(of: #"id="Tt1-lB-x01""#, with: #"id="Am0-uN-t01""#)
        }
        let error = VerificationCase.refusal(files, plans: result.plans)
        #expect(error?.check == "ids", "\(String(describing: error))")
    }
}
