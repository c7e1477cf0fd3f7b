"""Every file worm writes goes through here, so that none is ever half-written or lost
(ARCHITECTURE, "Persistence"; CONTRACTS §5).

- ``check`` is asked before anything runs: a path in a folder that does not exist, a folder
  named as a file, or a place worm may not write is refused at once, not after a whole game.
- ``replace`` writes a whole file: into a temporary file with a unique name in the same
  folder, flushed and fsynced, then renamed over the old one in one step (and the folder
  fsynced), so a reader sees the old file or the new one, never a mixture; the old one can be
  kept as a backup. A path that names a FIFO, a device or a terminal is written through, never
  replaced by a plain file; a symbolic link is followed and its target replaced. A temporary
  that a killed writer left behind is swept away by the next write once it is ten minutes old.
- ``Appender`` writes as the game goes (the event log): each line appended, flushed when the
  caller asks (at every watch), so a crash or Ctrl-C loses at most what came since.

Every failure — no such folder, no permission, a full disk — is one ``WormError`` naming the
path and the reason, never a traceback.
"""

from __future__ import annotations

import glob
import os
import stat
import time
from pathlib import Path
from types import TracebackType
from typing import IO

from worm.errors import WormError


def check(path: Path, what: str = "write") -> Path:
    """The path worm will write, checked before anything runs (a symlink followed)."""
    target = path.resolve() if path.is_symlink() else path
    if target.is_dir():
        raise WormError(f"cannot {what} {path}: it is a folder; name a file")
    folder = target.parent
    if not folder.is_dir():
        raise WormError(f"cannot {what} {path}: the folder {folder} does not exist")
    if target.exists() and not _regular(target):
        return target  # a FIFO, a device, a terminal: written through as it is
    if not os.access(folder, os.W_OK | os.X_OK):
        raise WormError(f"cannot {what} {path}: the folder {folder} is not writable")
    return target


def replace(path: Path, data: bytes, *, backup: Path | None = None, what: str = "write") -> None:
    """Write ``data`` as the whole of ``path`` in one step; the old file becomes ``backup``."""
    target = check(path, what)
    if target.exists() and not _regular(target):
        _write_through(target, data, path, what)
        return
    _sweep(target)
    import tempfile  # lazy: ``worm gen`` to the terminal writes no file (random, shutil: ~5 ms)

    handle, name = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    temporary = Path(name)
    try:
        os.fchmod(handle, _mode_for(target))  # mkstemp makes 0600: give what a plain open would
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        if backup is not None and target.exists():
            os.replace(target, backup)
        os.replace(temporary, target)
        _sync_folder(target.parent)
    except OSError as error:
        temporary.unlink(missing_ok=True)
        raise WormError(f"cannot {what} {path}: {_reason(error)}") from None


def replace_text(path: Path, text: str, *, backup: Path | None = None, what: str = "write") -> None:
    """``replace`` for text, as UTF-8 with the newlines given."""
    replace(path, text.encode("utf-8"), backup=backup, what=what)


class Appender:
    """A file written as the game goes, a line at a time; ``flush`` makes what is written so
    far safe on disk. Opening truncates the file (after ``check``)."""

    def __init__(self, path: Path, what: str = "write") -> None:
        self.path, self.what = path, what
        target = check(path, what)
        try:
            self._stream: IO[str] = target.open("w", encoding="utf-8", newline="\n")
        except OSError as error:
            raise WormError(f"cannot {what} {path}: {_reason(error)}") from None

    def write(self, line: str) -> None:
        """Append one line (the newline is added)."""
        try:
            self._stream.write(line + "\n")
        except OSError as error:
            raise WormError(f"cannot {self.what} {self.path}: {_reason(error)}") from None

    def flush(self, *, sync: bool = True) -> None:
        """Hand what is written so far to the system (readers see it); with ``sync``, also
        make it safe on disk, against a power cut."""
        try:
            self._stream.flush()
            if sync and _regular(Path(self._stream.name)):
                os.fsync(self._stream.fileno())
        except OSError as error:
            raise WormError(f"cannot {self.what} {self.path}: {_reason(error)}") from None

    def close(self) -> None:
        if self._stream.closed:
            return
        try:
            self.flush()
        finally:
            self._stream.close()

    def __enter__(self) -> Appender:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()


STALE = 600.0  # seconds: no write takes this long, so an older temporary was left by a kill


def _sweep(target: Path) -> None:
    """Remove the temporaries a killed writer of ``target`` left behind (older than STALE)."""
    now = time.time()
    for left in target.parent.glob(f".{glob.escape(target.name)}.*.tmp"):
        try:
            if now - left.stat().st_mtime > STALE:
                left.unlink()
        except OSError:
            pass  # gone already, or not ours to remove: either way not in the way


def _mode_for(target: Path) -> int:
    """The permissions the new file gets: the old file's, else 0666 less the umask."""
    try:
        return stat.S_IMODE(target.stat().st_mode)
    except OSError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask


def _regular(path: Path) -> bool:
    try:
        return stat.S_ISREG(path.stat().st_mode)
    except OSError:
        return False


def _write_through(target: Path, data: bytes, path: Path, what: str) -> None:
    try:
        with target.open("wb") as stream:
            stream.write(data)
            stream.flush()
    except OSError as error:
        raise WormError(f"cannot {what} {path}: {_reason(error)}") from None


def _sync_folder(folder: Path) -> None:
    """fsync a folder, so the rename itself survives a crash (where the system allows it)."""
    try:
        handle = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(handle)
    except OSError:
        pass  # some file systems cannot sync a folder; the rename has happened all the same
    finally:
        os.close(handle)


def _reason(error: OSError) -> str:
    return error.strerror or str(error)
