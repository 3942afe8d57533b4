#!/usr/bin/env python3
# Formats the public API listing of one module from a directory of Swift symbol graphs (MODULE.symbols.json
# and MODULE@*.symbols.json; MODULE is Decorum unless given; several, comma-separated, make one listing of
# the layers of a product, each symbol as its own module's graph renders it): used by .ci/api (the Linux build, one listing
# per product, checked by CI) and .ci/api-ios (the iOS build, UIKit and SwiftUI layer included, run by
# hand). What is listed and dropped: see .ci/api.
#
#   python3 .ci/api-listing.py GRAPH_DIR COUNT_FILE [MODULE] > LISTING
import glob, json, os, re, sys

gdir = sys.argv[1]
modules = (sys.argv[3] if len(sys.argv) > 3 else "Decorum").split(",")
# The upper layers first: a layer's graph also holds the layers it re-exports, rendered as re-exported
# declarations; each symbol's own module, read later, replaces them.
files = []
for module in reversed(modules):
    files += [os.path.join(gdir, f"{module}.symbols.json")] + sorted(
        glob.glob(os.path.join(gdir, f"{module}@*.symbols.json")))

symbols, relationships = {}, []
for path in files:
    with open(path, encoding="utf-8") as f:
        graph = json.load(f)
    for s in graph["symbols"]:
        symbols[s["identifier"]["precise"]] = s
    relationships += graph["relationships"]

IMPLICIT = {"Copyable", "Escapable", "SendableMetatype"}
ACCESS_KEYWORDS = {"public", "open", "package", "internal", "fileprivate", "private"}

def short(name):
    if name.startswith(("Swift.", "Foundation.", "FoundationEssentials.")):
        return name.rsplit(".", 1)[-1]
    # The core's layers are one product: a type from another layer is named as apps name it.
    return re.sub(r"^(DecorumCore|Decorators|Handlers)\.", "Decorum.", name)

def constraint_text(c):
    op = {"conformance": ":", "superclass": ":", "sameType": "=="}.get(c["kind"], c["kind"])
    return f'{c["lhs"]} {op} {c["rhs"]}'

def explicit(constraints):
    return [c for c in constraints or [] if c["rhs"] not in IMPLICIT]

def excluded(s):
    return (
        "::SYNTHESIZED::" in s["identifier"]["precise"]
        or s.get("spi")
        or any(p.startswith("_") for p in s["pathComponents"])
        or s["accessLevel"] not in ("public", "open")
    )

member_of, roles = {}, {}
for r in relationships:
    if r["kind"] == "memberOf":
        member_of[r["source"]] = r["target"]
    elif r["kind"] in ("requirementOf", "optionalRequirementOf"):
        roles[r["source"]] = "requirement" if r["kind"] == "requirementOf" else "optional requirement"
    elif r["kind"] == "defaultImplementationOf":
        roles.setdefault(r["source"], "default implementation")

def name_of(precise, fallback):
    s = symbols.get(precise)
    return ".".join(s["pathComponents"]) if s else short(fallback or precise)

def availability(s):
    out = []
    for a in s.get("availability", []):
        parts = [a.get("domain", "*")]
        for key in ("introduced", "deprecated", "obsoleted"):
            if key in a:
                v = a[key]
                parts.append(f'{key}: {v["major"]}.{v.get("minor", 0)}' + (f'.{v["patch"]}' if "patch" in v else ""))
        if a.get("isUnconditionallyDeprecated"):
            parts.append("deprecated")
        if a.get("isUnconditionallyUnavailable"):
            parts.append("unavailable")
        for key in ("renamed", "message"):
            if key in a:
                parts.append(f'{key}: {json.dumps(a[key])}')
        out.append("@available(" + ", ".join(parts) + ")")
    return " ".join(sorted(out))

lines = []  # symbols: not deduplicated, so two equal declarations stay two lines
for pid, s in symbols.items():
    if excluded(s) or s["kind"]["identifier"] == "swift.extension":
        continue
    kind = s["kind"]["identifier"]
    decl = re.sub(r"\s+", " ", "".join(f["spelling"] for f in s["declarationFragments"])).strip()
    role = roles.get(pid)
    if kind not in ("swift.enum.case", "swift.associatedtype") and role not in ("requirement", "optional requirement"):
        attrs, rest = re.match(r"((?:@[\w.]+(?:\([^()]*\))? )*)(.*)", decl).groups()
        if rest.split(" ", 1)[0] not in ACCESS_KEYWORDS:
            decl = f'{attrs}{s["accessLevel"]} {rest}'
    line = f'{".".join(s["pathComponents"])}  {decl}'
    parent = symbols.get(member_of.get(pid, ""), {})
    inherited = {constraint_text(c) for c in parent.get("swiftGenerics", {}).get("constraints", [])}
    ext = [constraint_text(c) for c in explicit(s.get("swiftExtension", {}).get("constraints"))]
    ext = [c for c in ext if c not in inherited]
    if ext:
        line += "  where " + ", ".join(ext)
    if role:
        line += "  // " + role
    avail = availability(s)
    if avail:
        line += "  " + avail
    lines.append(line)

conformances = set()  # the same conformance can come from several relationships
for r in relationships:
    if r["kind"] not in ("conformsTo", "inheritsFrom"):
        continue
    source = symbols.get(r["source"])
    if source is None or excluded(source):
        continue
    target = name_of(r["target"], r.get("targetFallback"))
    if target in IMPLICIT or target.rsplit(".", 1)[-1].startswith("_"):
        continue
    verb = "conforms to" if r["kind"] == "conformsTo" else "inherits from"
    line = f'{".".join(source["pathComponents"])}  {verb} {target}'
    own = {constraint_text(c) for c in source.get("swiftGenerics", {}).get("constraints", [])}
    cs = [constraint_text(c) for c in explicit(r.get("swiftConstraints")) if constraint_text(c) not in own]
    if cs:
        line += " where " + ", ".join(cs)
    conformances.add(line)

with open(sys.argv[2], "w") as f:
    f.write(f"{len(lines)}\n")
sys.stdout.write("".join(l + "\n" for l in sorted(lines + sorted(conformances))))
