"""A matplotlib chart of mastery per theme (each rule's heading), for the Practice notebooks."""
from __future__ import annotations

import io

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


def mastery_png(rows: list[tuple[str, float]], title: str) -> bytes:
    """A horizontal bar per theme (label, mastery 0..1), weakest at the top, as PNG bytes."""
    rows = sorted(rows, key=lambda r: r[1])[:15]
    fig, ax = plt.subplots(figsize=(6.4, 0.9 + 0.32 * max(len(rows), 1)), dpi=80)
    if rows:
        labels = [r[0] if len(r[0]) <= 48 else r[0][:45] + "..." for r in rows]
        values = [100 * r[1] for r in rows]
        bars = ax.barh(labels, values, color=["#c0392b" if v < 50 else "#2e86c1" for v in values],
                       hatch=None)
        for bar, v in zip(bars, values):
            ax.text(min(v + 1, 92), bar.get_y() + bar.get_height() / 2, f"{round(v)} %", va="center", fontsize=9)
        ax.invert_yaxis()
    else:
        ax.text(0.5, 0.5, "No drills answered yet", ha="center", va="center", transform=ax.transAxes)
        ax.set_yticks([])
    ax.set_xlim(0, 100)
    ax.set_xlabel("mastery (%): the chance of answering a middling drill right")
    ax.set_title(title, fontsize=11)
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format="png")
    plt.close(fig)
    return buf.getvalue()
