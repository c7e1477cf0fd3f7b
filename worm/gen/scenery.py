"""Every room earns its place (p. 335): scenery for the rooms that would hold nothing.

A room with no creature, feature, trap, treasure, key, hook or hidden source gets one piece
of scenery (p. 184, ``assets/scenery.toml``): dynamic terrain to fight on or use, a sensation
to follow, or an object to handle; a safe room never gets terrain, as it is a place to rest.
It is told on entering, it gives the room its reasons (``rooms.reasons``), and a Challenge
fought there stands among it (``worm.engine.scene``). No piece is used twice on a level while
others are left. A room whose hook or counterpart asks the guild to listen gets no deafening
piece (a roaring waterfall would drown what it must hear). A piece goes only on a level that
can hold it (``suits``: a waterfall or waist-deep water where the rock or the seed's own words
give water, not in a house of rooms or a market of tents; tapestries only where a room may be
a hall or a chamber, not on the Spires' tree islands), and a safe room, where nothing lives,
gets nothing someone must tend (coals kept glowing). A room a faction holds gets no piece that
shows what the faction will not have (its shun, p. 337), as its features, traps and type do;
one of them only when every piece left shows it. Draws come from the level's own
``gen:scenery:N`` stream.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

import numpy as np

from worm.gen import index, kinds

if TYPE_CHECKING:
    from worm.content.models import ContentPack, DungeonSeed
    from worm.content.scenery import Scenery
    from worm.gen.rooms import Stock


def bare(here: Stock) -> bool:
    """Whether a room holds nothing of its own (its clues are of other rooms)."""
    return not (
        here.denizens
        or here.features
        or here.traps
        or here.treasure
        or here.hooks
        or here.key_to
        or here.sources
        or here.scenery
    )


def suits(piece: Scenery, seed: DungeonSeed, built: Collection[str]) -> bool:
    """Whether a level of ``seed``, whose rooms may be the architectures ``built``
    (``worm.gen.index.Index.architectures``), can hold ``piece`` (p. 184 scenery fits its
    place): its words need none of them or one that is ``built`` (no tapestries on the
    Spires' tree islands), and its shape is among the piece's, or the piece is water and the
    level's ground is wet (``worm.gen.kinds.wet``)."""
    if piece.architectures and not set(piece.architectures).intersection(built):
        return False
    if piece.wet and kinds.wet(seed):
        return True
    return not piece.shapes or seed.shape in piece.shapes


def words(piece: Scenery) -> str:
    """What a piece shows the guild, lowercased: its name and summary."""
    return f"{piece.name} {piece.summary}".lower()


def dress(
    rng: np.random.Generator,
    pack: ContentPack,
    stock: list[Stock],
    *,
    seed: DungeonSeed,
    shunned: Sequence[tuple[str, ...]] = (),
) -> None:
    """One piece of scenery in every bare room of a level of ``seed``, of the pieces that
    suit it; ``shunned`` holds, room by room, the words of what its holders will not have
    (``worm.gen.kinds.Site.shunned``): a piece whose words show one goes elsewhere."""
    built = index.of(pack).architectures(seed)
    pieces = sorted(p for p in pack.scenery if suits(pack.scenery[p], seed, built))
    calm = [
        p for p in pieces if pack.scenery[p].column != "terrain" and not pack.scenery[p].tended
    ] or pieces
    used: set[str] = set()
    for at, here in enumerate(stock):
        if not bare(here) or not pieces:
            continue
        pool = calm if here.safe else pieces
        said = [text for asked in (*here.hooks, *here.counterparts) for text in asked.values()]
        if kinds.listening(said):
            pool = [p for p in pool if "deafening" not in pack.scenery[p].rules] or pool
        shuns = shunned[at] if at < len(shunned) else ()
        if shuns:
            pool = [p for p in pool if not kinds.shows(words(pack.scenery[p]), shuns)] or pool
        fresh = [p for p in pool if p not in used] or pool
        chosen = fresh[int(rng.integers(len(fresh)))]
        used.add(chosen)
        here.scenery.append(chosen)
