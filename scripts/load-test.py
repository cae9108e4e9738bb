#!/usr/bin/env python3
"""Latency and throughput of the simulator's WebSocket (docs/PROTOCOL.md), against a running `carplay simulate`.

    carplay simulate --port 8080 &
    scripts/load-test.py --port 8080                          # 50 pages, knob inputs, 10 s: inputs/s, ack p50/p99
    scripts/load-test.py --port 8080 --message cheap          # the same with `logPage` (no layout: transport share)
    scripts/load-test.py --port 8080 --mode latency --pages 20  # one page rotates the knob, 19 watch: diff p50/p99

`--mode load`: every page sends its next message as soon as the ack of the last one is back, for `--seconds`; prints
the inputs per second over all pages and the round trip to the ack (p50/p99/max). `--mode latency`: one page sends a
knob rotate, waits for the `diff` and the `ack`, pauses `--gap` ms, again `--count` times; the other pages only read.
Plain asyncio sockets and a minimal RFC 6455 client (no third-party packages), TCP_NODELAY on every socket as
browsers do.
"""

import argparse
import asyncio
import base64
import json
import os
import socket
import statistics
import struct
import sys
import time

def message_text(kind, number):
    """Message `number` (its `id`) of a kind."""
    if kind == "knob":
        # A knob rotate on whatever is in front, down and up again: lays out the screen, a diff to every page, then
        # the ack.
        return '{"type":"input","action":"knobRotate","steps":%d,"id":%d}' % (1 if number % 2 else -1, number)
    # One log entry back and the ack: no layout, no diff (what the transport and decoding cost alone).
    return '{"type":"logPage","count":1,"id":%d}' % number


class Page:
    """One WebSocket connection: sends text frames (masked), reads text frames, answers pings."""

    def __init__(self, reader, writer):
        self.reader, self.writer = reader, writer

    @classmethod
    async def open(cls, host, port):
        reader, writer = await asyncio.open_connection(host, port)
        writer.get_extra_info("socket").setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        key = base64.b64encode(os.urandom(16)).decode()
        writer.write(
            (f"GET /ws HTTP/1.1\r\nHost: {host}:{port}\r\nOrigin: http://{host}:{port}\r\nUpgrade: websocket\r\n"
             f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        head = await reader.readuntil(b"\r\n\r\n")
        if not head.startswith(b"HTTP/1.1 101"):
            raise RuntimeError(f"upgrade refused: {head.decode(errors='replace').splitlines()[0]}")
        return cls(reader, writer)

    def send(self, text, opcode=1):
        payload = text.encode() if isinstance(text, str) else text
        mask = os.urandom(4)
        n = len(payload)
        header = bytes([0x80 | opcode])
        if n < 126:
            header += bytes([0x80 | n])
        elif n < 65536:
            header += bytes([0x80 | 126]) + struct.pack("!H", n)
        else:
            header += bytes([0x80 | 127]) + struct.pack("!Q", n)
        repeated = (mask * (n // 4 + 1))[:n]
        masked = (int.from_bytes(payload, "big") ^ int.from_bytes(repeated, "big")).to_bytes(n, "big") if n else b""
        self.writer.write(header + mask + masked)

    async def receive(self):
        """The next text message (str); None when the server closes."""
        while True:
            first, second = await self.reader.readexactly(2)
            opcode, length = first & 0x0F, second & 0x7F
            if length == 126:
                (length,) = struct.unpack("!H", await self.reader.readexactly(2))
            elif length == 127:
                (length,) = struct.unpack("!Q", await self.reader.readexactly(8))
            payload = await self.reader.readexactly(length) if length else b""
            if opcode == 9:
                self.send(payload, opcode=10)
            elif opcode == 8:
                return None
            elif opcode in (1, 0):
                return payload.decode()

    def close(self):
        self.writer.close()


def cpu_seconds(pid):
    """User + system CPU seconds of a process so far (Linux /proc), or None."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def percentile(values, fraction):
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def summary(name, millis):
    return (f"{name}: n={len(millis)} p50={percentile(millis, 0.5):.2f} ms p99={percentile(millis, 0.99):.2f} ms "
            f"max={max(millis, default=float('nan')):.2f} ms")


async def drain(page):
    while await page.receive() is not None:
        pass


async def welcome(page):
    """Reads welcome, state and log."""
    for _ in range(3):
        await page.receive()


async def open_pages(args):
    """Opens `--pages` pages, reads their welcome, and launches `--launch` from the first."""
    pages = [await Page.open(args.host, args.port) for _ in range(args.pages)]
    for page in pages:
        await welcome(page)
    if args.launch:
        pages[0].send(json.dumps({"type": "launch", "app": args.launch, "id": 0}))
        while True:
            message = json.loads(await pages[0].receive())
            if message.get("inReplyTo") == 0:
                if message.get("type") != "ack":
                    raise RuntimeError(f"launch failed: {message}")
                break
    return pages


async def latency(args):
    pages = await open_pages(args)
    sender, watchers = pages[0], pages[1:]
    readers = [asyncio.ensure_future(drain(page)) for page in watchers]
    diffs, acks = [], []
    for number in range(1, args.count + 1):
        start = time.perf_counter()
        sender.send(message_text(args.message, number))
        saw_diff = False
        while True:
            text = await sender.receive()
            if text is None:
                raise RuntimeError("the server closed the connection")
            now = time.perf_counter()
            message = json.loads(text)
            if message.get("type") == "diff" and not saw_diff:
                diffs.append((now - start) * 1000)
                saw_diff = True
            elif message.get("inReplyTo") == number:
                if message.get("type") != "ack":
                    raise RuntimeError(f"error reply: {text}")
                acks.append((now - start) * 1000)
                break
        if args.gap:
            await asyncio.sleep(args.gap / 1000)
    print(f"latency, {args.pages} page(s), {args.message}:")
    if diffs:
        print("  " + summary("diff", diffs))
    print("  " + summary("ack", acks))
    for task in readers:
        task.cancel()
    for page in pages:
        page.close()


async def load(args):
    pages = await open_pages(args)
    acks = []
    counts = [0]
    stop = time.perf_counter() + args.seconds

    async def run(page, index):
        number = 0
        while time.perf_counter() < stop:
            number += 1
            marker = f'"inReplyTo":{number},'
            start = time.perf_counter()
            page.send(message_text(args.message, number))
            while True:
                text = await page.receive()
                if text is None:
                    raise RuntimeError("the server closed the connection")
                if marker in text and ('"type":"ack"' in text or '"type":"error"' in text):
                    break
            acks.append((time.perf_counter() - start) * 1000)
            counts[0] += 1
        # Keep reading what the others' inputs caused until everyone is done.
        await drain(page)

    cpu_before = cpu_seconds(args.pid) if args.pid else None
    began = time.perf_counter()
    tasks = [asyncio.ensure_future(run(page, index)) for index, page in enumerate(pages)]
    while time.perf_counter() < stop:
        await asyncio.sleep(0.05)
    elapsed = time.perf_counter() - began
    done = counts[0]
    cpu_after = cpu_seconds(args.pid) if args.pid else None
    await asyncio.sleep(0.5)
    for task in tasks:
        task.cancel()
    for page in pages:
        page.close()
    print(f"load, {args.pages} pages, {args.message}, {elapsed:.1f} s: {done / elapsed:.0f} inputs/s")
    print("  " + summary("ack", acks))
    if cpu_before is not None and cpu_after is not None and done:
        print(f"  server CPU: {cpu_after - cpu_before:.2f} s, {(cpu_after - cpu_before) * 1000 / done:.3f} ms per input")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--mode", choices=["load", "latency"], default="load")
    parser.add_argument("--pages", type=int, default=50)
    parser.add_argument("--pid", type=int, help="the server's process id: print its CPU time per input (Linux)")
    parser.add_argument("--launch", default="com.swiftcarplay.music", help="app to launch first ('' for none)")
    parser.add_argument("--message", choices=["knob", "cheap"], default="knob")
    parser.add_argument("--seconds", type=float, default=10, help="load: how long")
    parser.add_argument("--count", type=int, default=300, help="latency: how many round trips")
    parser.add_argument("--gap", type=float, default=5, help="latency: ms between round trips")
    args = parser.parse_args()
    if args.mode == "latency" and args.pages == 50 and "--pages" not in sys.argv:
        args.pages = 1
    asyncio.run(latency(args) if args.mode == "latency" else load(args))


if __name__ == "__main__":
    main()
