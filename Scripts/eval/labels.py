"""The labels file: one finding per line, tab-separated, no third-party code.

columns: app  commit  path  line  rule  verdict(TP/FP/UNSURE)  advice(GOOD/WEAK/WRONG/-)  class  reason
`class` is a short FP-class (or TP-kind) tag so that counts per class can be printed.
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "labels.tsv")
COLUMNS = ["app", "commit", "path", "line", "rule", "verdict", "advice", "class", "reason"]

def key(f):
    return (f["app"], f.get("file", f.get("path")), int(f["line"]), f["rule"])

def load_labels(path=PATH):
    out = {}
    if not os.path.exists(path):
        return out
    for line in open(path, encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        cols = line.rstrip("\n").split("\t")
        row = dict(zip(COLUMNS, cols + [""] * (len(COLUMNS) - len(cols))))
        row["line"] = int(row["line"])
        out[key(row)] = row
    return out
