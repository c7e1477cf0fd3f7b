"""The play menu aims an Attack at a dungeon lord's pool (p. 251), driven by keys. The fight
is test_challenge.py's, with the band made the Locust Lich's (pools by p. 270) once the
Initiatives are laid."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tests.ui.test_challenge import fight
from tests.ui.test_challenge19 import flat, options_of
from tests.ui.test_challenge_newcomer import to_the_plays
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.gm import foes
from worm.model.challenge import Part

LICH = "the_locust_lich"


async def test_the_menu_aims_at_the_crown_and_never_offers_the_phylactery(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = fight(tmp_path)
    async with app.run_test(size=(200, 50)) as pilot:
        game, screen = await to_the_plays(app, pilot, close=True)
        block = foes.statblock(game.pack, LICH)
        pools = tuple(Part(p.id, p.name, p.health, p.defense, p.core) for p in block.parts)
        ch = game.challenge
        band = next(g for g in ch.groups if g.side == "foes")
        ch = ch.with_group(replace(band, creature=LICH, common=False))
        for foe in ch.side("foes"):
            ch = ch.with_fighter(replace(foe, parts=pools))
        game.challenge = ch
        await pilot.press("escape", "1")  # the card chosen again: its plays listed afresh
        await pilot.pause()
        rows = [flat(o) for o in options_of(screen) if (o.id or "").startswith("play:")]
        assert any("the Crown of Archwood" in row for row in rows), rows
        assert any("the Body" in row for row in rows), rows
        assert not any("Phylactery" in row for row in rows), rows
        crown = next(i for i, p in enumerate(screen.plays) if p.part == "crown_of_archwood")
        sent: list[cmd.Command] = []
        host = screen.worm
        real = host.send
        monkeypatch.setattr(host, "send", lambda c: (sent.append(c), real(c))[1])
        mark = len(game.log.events)
        screen._send_play(crown)
        await pilot.pause()
        assert [(c.action, c.part) for c in sent if isinstance(c, cmd.Play)] == [
            ("Attack", "crown_of_archwood")
        ]
        struck = [e for e in game.log.events[mark:] if isinstance(e, ev.Wound)]
        assert all("Crown of Archwood" in e.cause for e in struck), struck
