import Testing

@testable import XibifyRewriting

/// `removed-ids`: no attribute of an edited file names an id the edit removed.
@Suite struct RemovedIDCheckTests {
    @Test func aValueNamingAMovedLabelIsRefused() throws {
        let result = try VerificationCase.shopApp()
        // The copy's title label moved into the xib; a user label still naming it is stale.
        let files = try VerificationCase.editing("Checkout/Checkout.storyboard", in: result.files) {
            $0.replacingOccurrences(of: #"userLabel="Payment Summary""#, with: #"userLabel="Tt1-lB-x01""#)
        }
        let error = VerificationCase.refusal(files, plans: result.plans)
        #expect(error?.check == "removed-ids" && error?.code == "removed-id-named", "\(String(describing: error))")
    }
}
