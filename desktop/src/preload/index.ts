/** The sandboxed preload: exposes the preload contract and nothing else. */
import { contextBridge, ipcRenderer } from "electron";
import { createDesktopApi } from "./api";

const version = process.argv.find((arg) => arg.startsWith("--motomart-version="))?.split("=")[1] ?? "0.0.0";
contextBridge.exposeInMainWorld("motomartDesktop", createDesktopApi(ipcRenderer, { platform: process.platform, version }));
