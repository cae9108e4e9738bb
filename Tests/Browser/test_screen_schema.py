"""The Screen wire format's JSON Schema (docs/screen.schema.json) against the Swift code and every Screen fixture.

The schema is strict (no unknown members, enumerations closed, members the encoder always writes required), so a
fixture that validates is one the Swift encoder could have written for schema version 3, and a fixture or a role
that drifts from the code fails here instead of in a front end.

Run: .build/test-venv/bin/python -m pytest -q Tests/Browser/test_screen_schema.py
"""

import copy
import json
import pathlib
import re

import pytest
from jsonschema import Draft202012Validator

REPO = pathlib.Path(__file__).resolve().parents[2]
SCHEMA_PATH = REPO / "docs" / "screen.schema.json"
SCREEN_SOURCES = REPO / "Sources" / "CarPlayScreen"

# Floors on what the search below finds, so the fixture test cannot pass by finding nothing. Raise them when fixtures
# are added.
MIN_FIXTURE_FILES = 4
MIN_DOC_EXAMPLES = 1


def load_schema():
    return json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))


VALIDATOR = Draft202012Validator(load_schema())


def is_screen(value):
    """A whole Screen document: a top-level object with `schemaVersion`, `root` and `display`."""
    return isinstance(value, dict) and {"schemaVersion", "root", "display"} <= value.keys()


def fixture_files():
    """Every `*.json` file under Tests/ and docs/ that holds a whole Screen, as (name, document)."""
    found = []
    for top in ("Tests", "docs"):
        for path in sorted((REPO / top).rglob("*.json")):
            try:
                document = json.loads(path.read_text(encoding="utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError):
                continue  # not JSON: not a Screen fixture
            if is_screen(document):
                found.append((str(path.relative_to(REPO)), document))
    return found


def doc_examples():
    """The ```json blocks of docs/*.md that are whole Screens, as (name, document)."""
    found = []
    for path in sorted((REPO / "docs").glob("*.md")):
        blocks = re.findall(r"^```json\n(.*?)^```", path.read_text(encoding="utf-8"), re.M | re.S)
        for number, block in enumerate(blocks, 1):
            try:
                document = json.loads(block)
            except json.JSONDecodeError:
                continue  # an abridged example (`{ DisplayConfiguration as in … }`), not a document
            if is_screen(document):
                found.append((f"{path.relative_to(REPO)} (json block {number})", document))
    return found


FIXTURES = fixture_files() + doc_examples()


def errors(document):
    """Every validation error as `<JSON path>: <message>`, sorted."""
    return sorted(f"{e.json_path}: {e.message}" for e in VALIDATOR.iter_errors(document))


def swift_roles():
    """The raw values of `ScreenRole`'s cases, read from the Swift source (wherever the enum is declared)."""
    for path in sorted(SCREEN_SOURCES.glob("*.swift")):
        match = re.search(r"enum ScreenRole\b[^{]*\{(.*?)\n\}", path.read_text(encoding="utf-8"), re.S)
        if match:
            break
    else:
        pytest.fail(f"no `enum ScreenRole` in {SCREEN_SOURCES}")
    roles = []
    for line in match.group(1).splitlines():
        line = line.split("//")[0].strip()
        if not line.startswith("case "):
            continue
        for case in line[len("case "):].split(","):
            name, _, raw = case.partition("=")
            raw = raw.strip().strip('"') if raw.strip() else name.strip().strip("`")
            roles.append(raw)
    return roles


def test_schema_is_a_valid_draft_2020_12_schema():
    """The published schema is itself a well-formed JSON Schema, draft 2020-12."""
    schema = load_schema()
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    Draft202012Validator.check_schema(schema)


def test_fixtures_are_found():
    """The search finds the fixtures it should: at least the floors, so the validation below is not vacuous."""
    files = [name for name, _ in fixture_files()]
    examples = [name for name, _ in doc_examples()]
    assert len(files) >= MIN_FIXTURE_FILES, f"only {len(files)} Screen JSON files found: {files}"
    assert len(examples) >= MIN_DOC_EXAMPLES, f"only {len(examples)} whole-Screen examples in docs/: {examples}"


@pytest.mark.parametrize("name,document", FIXTURES, ids=[name for name, _ in FIXTURES])
def test_fixture_validates(name, document):
    """Every Screen fixture on disk and every whole-Screen example in the docs follows the schema."""
    found = errors(document)
    assert not found, f"{name} does not follow docs/screen.schema.json:\n  " + "\n  ".join(found)


def valid_screen():
    """A deep copy of the first fixture that validates: the base the negative checks below break one thing in."""
    for _, document in FIXTURES:
        if not errors(document):
            return copy.deepcopy(document)
    pytest.fail("no Screen fixture validates, so the schema's strictness cannot be checked")


def deepest_first_child(screen):
    """The node reached from the root through first children as far as they go, and its path (the recursion)."""
    node, path = screen["root"], ["root"]
    while node["children"]:
        node, path = node["children"][0], path + ["children", 0]
    return node, path


def assert_rejected(screen, path, validator):
    """The screen fails validation, with an error of kind `validator` at `path` (not merely somewhere)."""
    found = [(list(e.absolute_path), e.validator) for e in VALIDATOR.iter_errors(screen)]
    assert (path, validator) in found, f"expected a {validator!r} error at {path}, got {found}"


def test_unknown_member_of_a_node_is_rejected():
    """Nodes have no members but the known ones, down to the deepest child (`additionalProperties: false`)."""
    screen = valid_screen()
    node, path = deepest_first_child(screen)
    node["hologram"] = True
    assert_rejected(screen, path, "additionalProperties")


def test_unknown_role_is_rejected():
    """A role outside `ScreenRole` fails, as it fails Swift's decoding."""
    screen = valid_screen()
    node, path = deepest_first_child(screen)
    node["role"] = "hologram"
    assert_rejected(screen, path + ["role"], "enum")


def test_input_devices_bit_mask_is_rejected():
    """`display.inputDevices` is an array of device names; the old integer bit mask (7) is invalid."""
    screen = valid_screen()
    screen["display"]["inputDevices"] = 7
    assert_rejected(screen, ["display", "inputDevices"], "type")


def test_node_without_frame_is_rejected():
    """`frame` is required on every node (the encoder always writes it)."""
    screen = valid_screen()
    node, path = deepest_first_child(screen)
    del node["frame"]
    assert_rejected(screen, path, "required")


def test_role_enum_matches_swift_screen_role():
    """The schema's role enumeration is exactly `ScreenRole`'s cases: a role added to or removed from the Swift code
    without the schema (or the other way round) fails here."""
    code = swift_roles()
    schema = load_schema()["$defs"]["role"]["enum"]
    assert len(code) > 50, f"parsed only {len(code)} roles from the Swift source: {code}"
    assert len(schema) == len(set(schema)), "the schema's role enumeration has duplicates"
    assert sorted(set(code) - set(schema)) == [], "roles in ScreenRole missing from docs/screen.schema.json"
    assert sorted(set(schema) - set(code)) == [], "roles in docs/screen.schema.json that ScreenRole does not have"
